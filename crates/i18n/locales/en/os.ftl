# The operating system's reasons for a failed input or output. English is
# Rust's own text (these messages are what the other language says instead);
# they are kept here so that both catalogues define the same messages.

# A reason and its number (grundy_text::os_error): English is Rust's own
# text; the selectors with one variant only name the arguments the other
# language writes, so that both take the same.
os-error = { $reason ->
   *[other] { $code ->
       *[other] { $english }
    }
 }
os-error-custom = { $reason ->
   *[other] { $english }
 }
os-error-other = { $english }
os-not-found = No such file or directory
os-permission-denied = Permission denied
os-already-exists = File exists
os-is-a-directory = Is a directory
os-not-a-directory = Not a directory
os-directory-not-empty = Directory not empty
os-read-only = Read-only file system
os-storage-full = No space left on device
os-quota-exceeded = Disk quota exceeded
os-file-too-large = File too large
os-broken-pipe = Broken pipe
os-address-in-use = Address already in use
os-address-not-available = Cannot assign requested address
os-connection-refused = Connection refused
os-out-of-memory = Cannot allocate memory
os-timed-out = Connection timed out
os-interrupted = Interrupted system call
