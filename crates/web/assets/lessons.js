// Lessons that follow the method of the seeds: tabulate small positions by
// hand, spot the pattern, read the proof, then construct the winning move.
// Each step is something the student does on the page, and the page checks
// it against the engine (the API of `grundy serve`), never against a table
// of answers of its own, except where a step asks which pattern was seen.
// A teacher links to a step: `?lesson=nim&step=3`. The texts are the
// catalogues' (`lessons.ftl`, `page-lesson-…`).
"use strict";

// The steps of each lesson, in order. Kinds: `table` (mark the P-positions
// of a two-pile table from 0 to `size` − 1, the cell (a, b) being the
// position `cell(a, b)`), `choice` (which pattern the table shows: `answer`
// among `options`), `number` (a number the engine gives for `position`: its
// Grundy value), `pair` (the smaller pile of the P-position whose piles
// differ by `difference`), `read` (the engine's reasoning for `position`),
// `move` (play a winning move in `position`; with `all`, find every one),
// `values` (type G(0), …, G(`count` − 1) of the heap game `game`), `play`
// (win `position` against the computer, moving first).
const LESSONS = {
  nim: [
    { kind: "play", id: "play", position: ["nim=1", "nim=2"] },
    { kind: "table", id: "table", size: 5, cell: (a, b) => [`nim=${a}`, `nim=${b}`] },
    { kind: "choice", id: "pattern", options: ["sum", "zero", "equal"], answer: "equal" },
    { kind: "number", id: "xor", position: ["nim=3", "nim=5", "nim=7"] },
    { kind: "read", id: "proof", position: ["nim=3", "nim=5", "nim=7"] },
    { kind: "move", id: "move", position: ["nim=3", "nim=5", "nim=7"] },
  ],
  wythoff: [
    { kind: "table", id: "table", size: 8, cell: (a, b) => [`wythoff=${a},${b}`] },
    { kind: "choice", id: "differences", options: ["one", "fibonacci", "each"], answer: "each" },
    { kind: "pair", id: "pair", game: "wythoff", difference: 10 },
    { kind: "read", id: "golden", position: ["wythoff=16,26"] },
    { kind: "move", id: "every", position: ["wythoff=5,7"], all: true },
  ],
  subtraction: [
    { kind: "values", id: "values", game: "sub:1,3,4", count: 14 },
    { kind: "choice", id: "period", options: ["four", "none", "seven"], answer: "seven" },
    { kind: "number", id: "far", position: ["sub:1,3,4=1000"] },
    { kind: "move", id: "move", position: ["sub:1,3,4=20"] },
  ],
  sum: [
    { kind: "number", id: "kayles", position: ["kayles=5"] },
    { kind: "number", id: "xor", position: ["nim=2", "kayles=5"] },
    { kind: "read", id: "why", position: ["nim=2", "kayles=5"] },
    { kind: "move", id: "move", position: ["nim=2", "kayles=5"] },
  ],
};

const lesson = { name: null, step: 0, done: false };

function lessonText(suffix, args) {
  return t(`page-lesson-${lesson.name}-${suffix}`, args);
}

// The lessons offered on the landing page, beside the gallery.
function listLessons() {
  const list = $("lesson-list");
  list.replaceChildren();
  for (const name of Object.keys(LESSONS)) {
    const id = `page-lesson-${name}-title`;
    list.append(el("li", {}, el("a", { href: `?lesson=${name}`, "data-i18n": id, "data-lesson": name }, t(id))));
  }
}

// Opens lesson `name` at `step` (from 1), in place of the form and the board.
function openLesson(name, step) {
  if (!LESSONS[name]) return false;
  lesson.name = name;
  lesson.step = Math.min(Math.max(step, 1), LESSONS[name].length) - 1;
  $("setup").hidden = true;
  $("gallery").hidden = true;
  $("board").hidden = true;
  $("lesson").hidden = false;
  $("lesson-next").addEventListener("click", () => showStep(lesson.step + 1));
  // A refusal of the engine (a position too large) is said where the
  // answer's judgement would be.
  $("lesson-check").addEventListener("click", () => checkStep().catch((e) => feedback(e.message, false)));
  showStep(lesson.step);
  return true;
}

function lessonAddress() {
  const params = new URLSearchParams();
  params.set("lesson", lesson.name);
  params.set("step", String(lesson.step + 1));
  setAddress(params);
}

function feedback(text, right) {
  const f = $("lesson-feedback");
  f.textContent = text;
  f.className = right ? "right" : text ? "wrong" : "";
}

function stepDone() {
  lesson.done = true;
  const last = lesson.step === LESSONS[lesson.name].length - 1;
  $("lesson-next").hidden = last;
  $("lesson-check").hidden = true;
  $("lesson").dataset.done = "yes";
  feedback(last ? t("page-lesson-finished") : t("page-lesson-right"), true);
}

async function showStep(index) {
  const steps = LESSONS[lesson.name];
  if (index >= steps.length) return;
  lesson.step = index;
  lesson.done = false;
  const step = steps[index];
  $("lesson").dataset.done = "no";
  $("lesson").dataset.step = String(index + 1);
  $("lesson-title").textContent = lessonText("title");
  $("lesson-progress").textContent = t("page-lesson-step", { step: index + 1, steps: steps.length });
  $("lesson-task").textContent = lessonText(step.id);
  $("lesson-next").hidden = true;
  $("lesson-check").hidden = ["move", "read", "play"].includes(step.kind);
  feedback("", false);
  lessonAddress();
  const work = $("lesson-work");
  work.replaceChildren();
  if (step.kind === "table") work.append(markTable(step));
  else if (step.kind === "values") {
    const row = el("div", { class: "values" });
    for (let n = 0; n < step.count; n++) {
      row.append(el("label", {}, el("span", {}, `G(${n})`), el("input", { class: "value", "data-n": String(n), inputmode: "numeric", size: "2" })));
    }
    work.append(row);
  }
  else if (step.kind === "choice") {
    const box = el("div", { class: "choices" });
    for (const option of step.options) {
      const b = el("button", { type: "button", class: "choice", "data-option": option }, lessonText(`${step.id}-${option}`));
      b.addEventListener("click", () => {
        for (const other of box.querySelectorAll(".choice")) other.classList.toggle("picked", other === b);
      });
      box.append(b);
    }
    work.append(box);
  } else if (step.kind === "number") {
    work.append(el("label", {}, el("span", {}, step.position.join("  +  ")), el("input", { id: "lesson-number", inputmode: "numeric", size: "6" })));
  } else if (step.kind === "pair") {
    work.append(el("label", {}, el("span", {}, "a = "), el("input", { id: "lesson-number", inputmode: "numeric", size: "6" })));
  } else if (step.kind === "play") {
    await playAgain(step, work);
  } else {
    let a;
    try {
      a = await api("/api/analyze", { components: step.position });
    } catch (e) {
      feedback(e.message, false);
      return;
    }
    if (step.kind === "read") {
      work.append(el("pre", { class: "proof" }, a.explanation[0].text));
      const go = el("button", { type: "button", id: "lesson-read" }, t("page-lesson-read"));
      go.addEventListener("click", stepDone);
      work.append(go);
    } else {
      work.append(el("p", { class: "position" }, a.position.join("  +  ")));
      const list = el("ol", { class: "lesson-moves" });
      for (const m of a.moves) {
        const b = el("button", { type: "button", class: "move" }, m.label);
        b.addEventListener("click", () => {
          if (lesson.done) return;
          if (m.winning) {
            b.classList.add("winning");
            const found = work.querySelectorAll(".move.winning").length;
            const every = a.moves.filter((w) => w.winning).length;
            if (!step.all || found === every) stepDone();
            else feedback(lessonText(`${step.id}-more`, { found, left: every - found }), true);
          } else {
            b.classList.add("losing");
            feedback(lessonText(`${step.id}-wrong`, { after: m.position.join(" + ") }), false);
          }
        });
        list.append(el("li", {}, b));
      }
      work.append(list);
    }
  }
}

// A game against the computer from `step.position`, the student first:
// the step is done when the student wins; a loss offers another game.
async function playAgain(step, work) {
  work.replaceChildren();
  const position = el("p", { class: "position" });
  const list = el("ol", { class: "lesson-moves" });
  const history = el("ol", { class: "lesson-history" });
  work.append(position, list, history);
  let components = step.position;
  const show = (a) => {
    position.textContent = a.position.join("  +  ");
    list.replaceChildren();
    for (const m of a.moves) {
      const b = el("button", { type: "button", class: "move" }, m.label);
      b.addEventListener("click", () => turn(m.index));
      list.append(el("li", {}, b));
    }
  };
  const over = (studentWon) => {
    list.replaceChildren();
    if (studentWon) {
      stepDone();
      return;
    }
    feedback(lessonText(`${step.id}-lost`), false);
    const again = el("button", { type: "button", id: "lesson-again" }, t("page-lesson-again"));
    again.addEventListener("click", () => {
      feedback("", false);
      playAgain(step, work);
    });
    work.append(again);
  };
  const turn = async (index) => {
    for (const b of list.querySelectorAll("button")) b.disabled = true;
    try {
      const mine = await api("/api/move", { components, move: index });
      history.append(el("li", {}, `${capital(t("page-mover-you"))}: ${mine.move.label}`));
      components = mine.position.position;
      // No move left for the computer: the student took the last counter.
      if (mine.position.over) return over(true);
      const reply = await api("/api/computer", { components });
      history.append(el("li", {}, `${capital(t("page-mover-computer"))}: ${reply.move.label}`));
      components = reply.position.position;
      if (reply.position.over) return over(false);
      show(reply.position);
    } catch (e) {
      feedback(e.message, false);
    }
  };
  show(await api("/api/analyze", { components }));
}

// A two-pile table to fill: a click marks a cell P, another clears it.
function markTable(step) {
  const table = el("table", { class: "mark-table" });
  const head = el("tr", {}, el("th", {}, "a \\ b"));
  for (let b = 0; b < step.size; b++) head.append(el("th", {}, String(b)));
  table.append(head);
  for (let a = 0; a < step.size; a++) {
    const row = el("tr", {}, el("th", {}, String(a)));
    for (let b = 0; b < step.size; b++) {
      const cell = el("button", { type: "button", class: "mark", "data-a": String(a), "data-b": String(b), "aria-pressed": "false" }, "·");
      cell.addEventListener("click", () => {
        const on = cell.getAttribute("aria-pressed") !== "true";
        cell.setAttribute("aria-pressed", on ? "true" : "false");
        cell.textContent = on ? "P" : "·";
      });
      row.append(el("td", {}, cell));
    }
    table.append(row);
  }
  return table;
}

async function checkStep() {
  if (lesson.done) return;
  const step = LESSONS[lesson.name][lesson.step];
  if (step.kind === "table") {
    const cells = [...document.querySelectorAll("#lesson-work .mark")];
    // Each cell against the engine's verdict of its position.
    const verdicts = await Promise.all(cells.map((c) =>
      api("/api/analyze", { components: step.cell(Number(c.dataset.a), Number(c.dataset.b)) })));
    const wrong = cells.filter((c, i) => (c.getAttribute("aria-pressed") === "true") !== !verdicts[i].first_player_wins);
    if (wrong.length === 0) stepDone();
    else feedback(t("page-lesson-table-wrong", { count: wrong.length }), false);
  } else if (step.kind === "values") {
    const inputs = [...document.querySelectorAll("#lesson-work .value")];
    // Each value against the engine's value of its heap.
    const found = await Promise.all(inputs.map((b) =>
      api("/api/analyze", { components: [`${step.game}=${b.dataset.n}`] })));
    const wrong = inputs.filter((b, i) => b.value.trim() !== String(found[i].value));
    if (wrong.length === 0) stepDone();
    else feedback(t("page-lesson-values-wrong", { count: wrong.length }), false);
  } else if (step.kind === "choice") {
    const picked = document.querySelector("#lesson-work .choice.picked");
    if (!picked) feedback(t("page-lesson-pick"), false);
    else if (picked.dataset.option === step.answer) stepDone();
    else feedback(lessonText(`${step.id}-not-${picked.dataset.option}`), false);
  } else if (step.kind === "pair") {
    const given = $("lesson-number").value.trim();
    if (!/^\d{1,6}$/.test(given)) {
      feedback(t("page-lesson-type-number"), false);
      return;
    }
    const a = Number(given);
    const verdict = await api("/api/analyze", { components: [`${step.game}=${a},${a + step.difference}`] });
    if (!verdict.first_player_wins) stepDone();
    else feedback(lessonText(`${step.id}-wrong`, { a, b: a + step.difference }), false);
  } else if (step.kind === "number") {
    const given = $("lesson-number").value.trim();
    const a = await api("/api/analyze", { components: step.position });
    if (given === String(a.value)) stepDone();
    else feedback(lessonText(`${step.id}-wrong`, { given }), false);
  }
}
