// The grundy playground: the page talks to the JSON API of `grundy serve`
// (docs/api.md) and draws everything itself; nothing comes from elsewhere.
"use strict";

const $ = (id) => document.getElementById(id);
const SVG = "http://www.w3.org/2000/svg";

const GAMES = {
  nim: { position: "3 5 7", hint: "Nim: pile sizes separated by spaces, e.g. 3 5 7. A move takes any number of counters from one pile; whoever takes the last counter wins." },
  wythoff: { position: "3 5", hint: "Wythoff: two piles, e.g. 4 6. A move takes any number from one pile, or the same number from both." },
  heap: { position: "10", hint: "Heap game: the rules (kayles, dawsons-kayles, grundys-game, sub:1,2,5, allbut:1,3, a code such as 0.07) and heap sizes, e.g. 3 4." },
  sum: { position: "nim=3 kayles=10 wythoff=3,5", hint: "Sum: components written as grundy sum reads them, e.g. nim=3 kayles=10 wythoff=3,5 staircase=1,4,3 bounded:3=10. A move is a move in one of them." },
};

// The game being played.
const state = { components: [], analysis: null, turn: "you", busy: false };

function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") e.className = v;
    else e.setAttribute(k, v);
  }
  for (const c of children) e.append(c);
  return e;
}

function svg(tag, attrs, text) {
  const e = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

async function api(path, body) {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  let data;
  try {
    data = await response.json();
  } catch (e) {
    throw new Error(`the server answered ${response.status} without JSON`);
  }
  if (!response.ok) throw new Error(data.error || `the server answered ${response.status}`);
  return data;
}

function numbersIn(text) {
  return text.split(/[\s,]+/).filter((t) => t !== "");
}

// The components of the position typed in the form, in `grundy sum` syntax.
function components() {
  const game = $("game-select").value;
  const text = $("position-input").value.trim();
  if (game === "sum") return text.split(/\s+/).filter((t) => t !== "");
  const numbers = numbersIn(text);
  if (numbers.length === 0) throw new Error("type a position first");
  if (game === "nim") return numbers.map((n) => `nim=${n}`);
  if (game === "wythoff") {
    if (numbers.length !== 2) throw new Error(`Wythoff's game has two piles, found ${numbers.length}`);
    return [`wythoff=${numbers[0]},${numbers[1]}`];
  }
  const rules = $("rules-input").value.trim();
  if (rules === "") throw new Error("type the rules of the heap game, e.g. kayles");
  return [`${rules}=${numbers.join(",")}`];
}

function showError(message) {
  const e = $("error");
  e.textContent = message || "";
  e.hidden = !message;
}

function chooseGame(keepPosition) {
  const game = $("game-select").value;
  $("rules-label").hidden = game !== "heap";
  if (!keepPosition) $("position-input").value = GAMES[game].position;
  $("hint").textContent = GAMES[game].hint;
}

async function start(event) {
  if (event) event.preventDefault();
  showError("");
  let parts;
  try {
    parts = components();
  } catch (e) {
    showError(e.message);
    return;
  }
  setBusy();
  try {
    const analysis = await api("/api/analyze", { components: parts });
    state.components = analysis.position;
    state.analysis = analysis;
    state.turn = $("first-select").value;
    $("history").replaceChildren();
    $("board").hidden = false;
    render();
    if (!analysis.over && state.turn === "computer") await computerTurn();
  } catch (e) {
    showError(e.message);
  } finally {
    state.busy = false;
    render();
  }
}

// Marks the page busy at once, so that nothing reads the old state as final.
function setBusy() {
  state.busy = true;
  $("board").dataset.busy = "yes";
}

function addHistory(who, move) {
  const item = el("li", { class: who === "You" ? "you" : "computer" },
    `${who}: ${move.description} (${move.after}), leaving value ${move.value}`);
  $("history").append(item);
}

async function playMove(index) {
  if (state.busy || state.turn !== "you" || state.analysis.over) return;
  setBusy();
  render();
  showError("");
  try {
    const result = await api("/api/move", { components: state.components, move: index });
    addHistory("You", result.move);
    state.components = result.position.position;
    state.analysis = result.position;
    state.turn = "computer";
    render();
    if (!state.analysis.over) await computerTurn();
  } catch (e) {
    showError(e.message);
  } finally {
    state.busy = false;
    render();
  }
}

async function computerTurn() {
  state.turn = "computer";
  render();
  // A short pause, so that a person sees whose turn it is.
  await new Promise((resolve) => setTimeout(resolve, 250));
  const result = await api("/api/computer", { components: state.components });
  if (result.move) addHistory("Computer", result.move);
  state.components = result.position.position;
  state.analysis = result.position;
  state.turn = "you";
}

function render() {
  const a = state.analysis;
  if (!a) return;
  const board = $("board");
  board.dataset.turn = a.over ? "over" : state.turn;
  board.dataset.busy = state.busy ? "yes" : "no";
  $("position").textContent = a.position.join("  +  ");

  const mover = state.turn === "you" ? "you" : "the computer";
  const verdict = $("verdict");
  verdict.className = a.first_player_wins ? "wins" : "loses";
  verdict.textContent = a.first_player_wins
    ? `Value ${a.value} (*${a.value}): the player to move (${mover}) wins with perfect play; ${a.winning_moves} winning move${a.winning_moves === 1 ? "" : "s"}.`
    : `Value 0: the player to move (${mover}) loses against perfect play.`;

  const status = $("status");
  status.className = a.over ? "over" : "";
  if (a.over) {
    status.textContent = state.turn === "you"
      ? "The computer wins: you have no move left."
      : "You win: the computer has no move left.";
  } else if (state.turn === "you") {
    status.textContent = "Your move: pick one below.";
  } else {
    status.textContent = "The computer is thinking…";
  }

  const moves = $("moves");
  moves.replaceChildren();
  const disabled = state.busy || state.turn !== "you" || a.over;
  for (const m of a.moves) {
    const button = el("button", {
      type: "button",
      class: `move ${m.winning ? "winning" : "losing"}`,
      "data-index": String(m.index),
      title: m.winning ? "winning: leaves value 0" : `losing: leaves value ${m.value}`,
    },
    el("span", { class: "description" }, a.position.length > 1 ? `${a.position[m.component]}: ${m.description}` : m.description),
    el("span", { class: "after" }, `→ ${m.after}, value ${m.value}`));
    button.disabled = disabled;
    button.addEventListener("click", () => playMove(m.index));
    moves.append(el("li", {}, button));
  }
  if (a.moves.length === 0) moves.append(el("li", { class: "none" }, "No legal move: the player to move has lost."));

  renderPanels(a);
}

function renderPanels(a) {
  const panels = $("panels");
  panels.replaceChildren();
  for (const p of a.explanation) {
    if (p.kind === "nim") panels.append(nimPanel(p));
    else if (p.kind === "sum") panels.append(sumPanel(p));
    else if (p.kind === "wythoff") panels.append(wythoffPanel(p));
    else if (p.kind === "sequence") panels.append(sequencePanel(p));
  }
  if (a.explanation.length === 0) {
    panels.append(el("p", {}, `The value is ${a.value}: a move to value 0 wins, and a position of value 0 has none.`));
  }
}

function nimPanel(p) {
  return el("div", { class: "panel", id: "nim-panel" },
    el("h3", {}, "Nim: the binary columns"),
    el("pre", {}, p.text));
}

function sumPanel(p) {
  const table = el("table", {},
    el("tr", {}, el("th", {}, "component"), el("th", {}, "value"), el("th", {}, "binary")));
  for (const r of p.rows) {
    table.append(el("tr", {}, el("td", {}, r.component), el("td", {}, String(r.value)), el("td", {}, r.binary)));
  }
  table.append(el("tr", { class: "total" }, el("td", {}, "xor"), el("td", {}, String(p.value)), el("td", {}, p.binary)));
  return el("div", { class: "panel", id: "sum-panel" },
    el("h3", {}, "A sum: the xor of the values"),
    table,
    el("p", {}, p.text));
}

function wythoffPanel(p) {
  const n = p.size;
  const cell = Math.max(3, Math.min(12, Math.floor(320 / n)));
  const margin = 26;
  const side = n * cell;
  const map = svg("svg", {
    width: side + margin + 8, height: side + margin + 8,
    viewBox: `0 0 ${side + margin + 8} ${side + margin + 8}`,
    class: "wythoff-map", role: "img",
    "aria-label": `Wythoff P-positions for piles below ${n}`,
  });
  const x = (b) => margin + b * cell;
  const y = (a) => margin + a * cell;
  map.append(svg("rect", { x: margin, y: margin, width: side, height: side, fill: "#fafbfc", stroke: "#c7ccd4" }));
  if (cell >= 8) {
    for (let i = 1; i < n; i++) {
      map.append(svg("line", { x1: x(i), y1: margin, x2: x(i), y2: margin + side, stroke: "#eceef2" }));
      map.append(svg("line", { x1: margin, y1: y(i), x2: margin + side, y2: y(i), stroke: "#eceef2" }));
    }
  }
  const step = n <= 30 ? 5 : n <= 120 ? 10 : 50;
  for (let i = 0; i < n; i += step) {
    map.append(svg("text", { x: x(i) + cell / 2, y: margin - 6, "text-anchor": "middle" }, String(i)));
    map.append(svg("text", { x: margin - 5, y: y(i) + cell / 2 + 4, "text-anchor": "end" }, String(i)));
  }
  for (const [a, b] of p.p_positions) {
    map.append(svg("rect", { x: x(b) + 1, y: y(a) + 1, width: cell - 2, height: cell - 2, fill: "#c62828", class: "p-position" }));
  }
  for (const [a, b] of p.winning_targets) {
    map.append(svg("rect", { x: x(b) - 1, y: y(a) - 1, width: cell + 2, height: cell + 2, fill: "none", stroke: "#136f2e", "stroke-width": 2 }));
  }
  map.append(svg("rect", { x: x(p.b), y: y(p.a), width: cell, height: cell, fill: "#1f4fb4", class: "current" }));
  return el("div", { class: "panel", id: "wythoff-panel" },
    el("h3", {}, `Wythoff: the P-positions (piles ${p.a}, ${p.b})`),
    el("p", {}, "Row: first pile, column: second pile. Red: P-positions, lost for the player to move. Blue: this position. Green frames: the winning moves' targets."),
    map,
    el("pre", {}, p.text));
}

function sequencePanel(p) {
  const values = p.values;
  const n = values.length;
  const width = 460, height = 170, left = 30, bottom = 22, top = 10;
  const plotW = width - left - 8, plotH = height - bottom - top;
  const vstep = Math.max(1, Math.ceil(Math.max(1, ...values) / 5));
  const maxV = Math.ceil(Math.max(1, ...values) / vstep) * vstep;
  const bar = plotW / n;
  const plot = svg("svg", {
    width, height, viewBox: `0 0 ${width} ${height}`,
    class: "sequence-plot", role: "img",
    "aria-label": `nim-sequence of ${p.game} for heaps 0 to ${n - 1}`,
  });
  const x = (i) => left + i * bar;
  const y = (v) => top + plotH - (v / maxV) * plotH;
  plot.append(svg("line", { x1: left, y1: top + plotH, x2: left + plotW, y2: top + plotH, stroke: "#8a909c" }));
  plot.append(svg("line", { x1: left, y1: top, x2: left, y2: top + plotH, stroke: "#8a909c" }));
  for (let v = 0; v <= maxV; v += vstep) {
    plot.append(svg("text", { x: left - 4, y: y(v) + 4, "text-anchor": "end" }, String(v)));
    if (v > 0) plot.append(svg("line", { x1: left, y1: y(v), x2: left + plotW, y2: y(v), stroke: "#eceef2" }));
  }
  const xstep = n <= 30 ? 5 : n <= 120 ? 10 : n <= 600 ? 50 : 100;
  for (let i = 0; i < n; i += xstep) {
    plot.append(svg("text", { x: x(i) + bar / 2, y: height - 6, "text-anchor": "middle" }, String(i)));
  }
  const heaps = new Set(p.heaps);
  values.forEach((v, i) => {
    const h = Math.max(1.5, (v / maxV) * plotH);
    const rect = svg("rect", {
      x: x(i) + (bar > 3 ? 0.5 : 0), y: top + plotH - h,
      width: Math.max(1, bar - (bar > 3 ? 1 : 0)), height: h,
      fill: heaps.has(i) ? "#1f4fb4" : "#9aa5b8",
    });
    rect.append(svg("title", {}, `G(${i}) = ${v}`));
    plot.append(rect);
  });
  return el("div", { class: "panel", id: "sequence-panel" },
    el("h3", {}, `Nim-sequence of ${p.game}: G(0) to G(${n - 1})`),
    el("p", {}, "Blue: the heaps of this position."),
    plot,
    el("p", {}, p.text));
}

function init() {
  const params = new URLSearchParams(location.search);
  const game = params.get("game");
  if (game && GAMES[game]) $("game-select").value = game;
  chooseGame(false);
  if (params.get("position")) $("position-input").value = params.get("position");
  if (params.get("rules")) $("rules-input").value = params.get("rules");
  if (params.get("first") === "computer") $("first-select").value = "computer";
  $("game-select").addEventListener("change", () => chooseGame(false));
  $("setup").addEventListener("submit", start);
  document.body.dataset.ready = "yes";
  if (params.get("start")) start();
}

init();
