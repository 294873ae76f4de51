//! The server under hostile clients, on loopback: 2,000 connections that
//! send their request a byte a second and 1,000 oversized or malformed
//! requests, all at once, while a well-formed request every tenth of a
//! second must be answered within a second throughout. The timeouts are
//! shortened (two seconds instead of ten) to keep the test short; the
//! memory this costs `grundy serve` with its own limits is measured by
//! `bench/serve_hostile.sh` (BENCHMARKS.md).

#[path = "common/hostile.rs"]
mod hostile;

use hostile::{Bad, End};
use std::time::Duration;

const SLOW: usize = 2000;
const BAD: usize = 1000;
const HEADER_TIMEOUT: Duration = Duration::from_secs(2);
const BODY_TIMEOUT: Duration = Duration::from_secs(2);
/// How long past its timeout a hostile connection may last: the server
/// looks at the clock, not at every byte.
const SLACK: Duration = Duration::from_millis(1500);

#[tokio::test(flavor = "multi_thread", worker_threads = 1)]
async fn slow_oversized_and_malformed_clients_do_not_delay_a_well_formed_request() {
    let limits = grundy_web::Limits {
        header_timeout: HEADER_TIMEOUT,
        body_timeout: BODY_TIMEOUT,
        connection_timeout: Duration::from_secs(6),
        ..grundy_web::Limits::default()
    };
    // The server on a runtime of its own, as in a process of its own: the
    // clients' work must not take the server's threads.
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let runtime = tokio::runtime::Runtime::new().unwrap();
        runtime.block_on(async {
            let socket = tokio::net::TcpSocket::new_v4().unwrap();
            socket.bind("127.0.0.1:0".parse().unwrap()).unwrap();
            let listener = socket.listen(4096).unwrap();
            tx.send(listener.local_addr().unwrap()).unwrap();
            grundy_web::serve_on(listener, limits).await
        })
    });
    let addr = rx.recv().unwrap();
    // The server raises the soft limit of open files; this process holds
    // both ends of every connection.
    tokio::time::sleep(Duration::from_millis(100)).await;
    let files = open_file_limit();
    assert!(
        files >= (2 * (SLOW + BAD) + 200) as u64,
        "the test needs {} open files on loopback, the hard limit allows {files}",
        2 * (SLOW + BAD) + 200
    );

    let report = hostile::attack(addr, SLOW, BAD, Duration::from_secs(6)).await;

    assert!(
        report.probe_failures.is_empty(),
        "well-formed requests failed: {:?}",
        report.probe_failures
    );
    let mut ends = std::collections::BTreeMap::new();
    for (kind, end) in &report.bad {
        let end = match end {
            End::Status(s, _) => format!("{s}"),
            End::Closed(_) => "closed".into(),
            End::Open => "open".into(),
        };
        *ends.entry(format!("{kind:?} {end}")).or_insert(0) += 1;
    }
    eprintln!("bad requests, by how they ended: {ends:?}");
    let slowest = report.probes.iter().max().copied().unwrap_or_default();
    assert!(
        report.probes.len() >= 20,
        "only {} probes",
        report.probes.len()
    );
    assert!(
        slowest < Duration::from_secs(1),
        "a well-formed request took {slowest:?}"
    );
    for (i, end) in report.slow.iter().enumerate() {
        match end {
            End::Closed(after) | End::Status(_, after) => assert!(
                *after <= HEADER_TIMEOUT + SLACK,
                "slow connection {i} lasted {after:?}"
            ),
            End::Open => panic!("slow connection {i} was never dropped"),
        }
    }
    for (kind, end) in &report.bad {
        match end {
            End::Status(status, _) => assert!(
                (400..500).contains(status),
                "{kind:?} was answered {status}"
            ),
            End::Closed(_) => {}
            End::Open => panic!("{kind:?} was never answered nor dropped"),
        }
        if *kind == Bad::SlowBody
            && let End::Status(status, after) = end
        {
            assert_eq!(*status, 408, "a slow body");
            assert!(
                *after <= BODY_TIMEOUT + SLACK,
                "a slow body lasted {after:?}"
            );
        }
    }
    // The refusals that name their reason do come back, not only closes.
    for (kind, status) in [
        (Bad::AnnouncedHuge, 413),
        (Bad::Garbage, 400),
        (Bad::NotJson, 400),
        (Bad::SlowBody, 408),
    ] {
        assert!(
            report
                .bad
                .iter()
                .any(|(k, end)| *k == kind && matches!(end, End::Status(s, _) if *s == status)),
            "no {kind:?} was answered {status}"
        );
    }
}

fn open_file_limit() -> u64 {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes only the struct given.
    assert_eq!(
        unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) },
        0
    );
    limit.rlim_cur
}
