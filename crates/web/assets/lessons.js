// Lessons that follow the method of the seeds: tabulate small positions by
// hand, spot the pattern, read the proof, then construct the winning move.
// Each step is something the student does on the page, and the page checks
// it against the engine (the API of `grundy serve`), never against a table
// of answers of its own, except where a step asks which pattern was seen.
// A teacher links to a step: `?lesson=nim&step=3`. The texts are the
// catalogues' (`lessons.ftl`, `page-lesson-…`).
"use strict";

// The steps of each lesson, in order. Kinds: `table` (mark the P-positions
// of a two-pile table from 0 to `size` − 1), `choice` (which pattern the
// table shows: `answer` among `options`), `number` (a number the engine
// gives for `position`: its Grundy value), `read` (the engine's reasoning
// for `position`), `move` (play a winning move in `position`).
const LESSONS = {
  nim: [
    { kind: "table", id: "table", game: "nim", size: 5 },
    { kind: "choice", id: "pattern", options: ["sum", "zero", "equal"], answer: "equal" },
    { kind: "number", id: "xor", position: ["nim=3", "nim=5", "nim=7"] },
    { kind: "read", id: "proof", position: ["nim=3", "nim=5", "nim=7"] },
    { kind: "move", id: "move", position: ["nim=3", "nim=5", "nim=7"] },
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
  $("lesson-check").addEventListener("click", checkStep);
  showStep(lesson.step);
  return true;
}

function lessonAddress() {
  const params = new URLSearchParams();
  params.set("lesson", lesson.name);
  params.set("step", String(lesson.step + 1));
  if (i18n.chosen) params.set("lang", i18n.lang);
  if (state.projector) params.set("projector", "yes");
  history.replaceState(null, "", `${location.pathname}?${params}`);
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
  $("lesson-check").hidden = step.kind === "move" || step.kind === "read";
  feedback("", false);
  lessonAddress();
  const work = $("lesson-work");
  work.replaceChildren();
  if (step.kind === "table") work.append(markTable(step));
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
  } else {
    const a = await api("/api/analyze", { components: step.position });
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
            stepDone();
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
      api("/api/analyze", { components: [`${step.game}=${c.dataset.a}`, `${step.game}=${c.dataset.b}`] })));
    const wrong = cells.filter((c, i) => (c.getAttribute("aria-pressed") === "true") !== !verdicts[i].first_player_wins);
    if (wrong.length === 0) stepDone();
    else feedback(t("page-lesson-table-wrong", { count: wrong.length }), false);
  } else if (step.kind === "choice") {
    const picked = document.querySelector("#lesson-work .choice.picked");
    if (!picked) feedback(t("page-lesson-pick"), false);
    else if (picked.dataset.option === step.answer) stepDone();
    else feedback(lessonText(`${step.id}-not-${picked.dataset.option}`), false);
  } else if (step.kind === "number") {
    const given = $("lesson-number").value.trim();
    const a = await api("/api/analyze", { components: step.position });
    if (given === String(a.value)) stepDone();
    else feedback(lessonText(`${step.id}-wrong`, { given }), false);
  }
}
