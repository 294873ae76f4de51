// The grundy playground: the page talks to the JSON API of `grundy serve`
// (docs/api.md) and draws everything itself; nothing comes from elsewhere.
"use strict";

const $ = (id) => document.getElementById(id);
const SVG = "http://www.w3.org/2000/svg";

const GAMES = {
  nim: { position: "3 5 7", hint: "Nim: pile sizes separated by spaces, e.g. 3 5 7. A move takes any number of counters from one pile; whoever takes the last counter wins." },
  wythoff: { position: "3 5", hint: "Wythoff: two piles, e.g. 4 6. A move takes any number from one pile, or the same number from both." },
  heap: { position: "10", hint: "Heap game: the rules (kayles, dawsons-kayles, grundys-game, sub:1,2,5, allbut:1,3, take-or-split:3, a code such as 0.07) and heap sizes, e.g. 3 4." },
  staircase: { position: "1 4 3", hint: "Staircase Nim: the coins on steps 1, 2, 3, …, e.g. 1 4 3. A move sends any number of coins from one step to the step below; step 1's go to the floor." },
  bounded: { position: "10 12", k: "3", hint: "Bounded Nim: piles from which a move takes 1 to k counters, e.g. 10 12 with k = 3." },
  misere: { position: "3 5 1", hint: "Misère Nim: piles as in Nim, but whoever takes the last counter loses." },
  moore: { position: "3 5 6", k: "2", hint: "Moore's Nim_k: a move takes counters from 1 to k piles at once (any number from each)." },
  chips: { position: "1 5 6", hint: "Chips on a line: the cells of the chips (from 1), e.g. 1 5 6. A move slides one chip left to a free cell, never past another chip." },
  coins: { position: "1 4 6", hint: "Coin-turning game: the rule, a name (turtles, mock, ruler, turnips, grunt, corners, …) or a turning code (1-3, 1+C, 3E, 1-2x1+C for a board), and the coins showing heads, numbered from 1: 1 4 6, or a row's faces THHTHH; on a board x:y, e.g. 2:3 4:1 (x along, y down, 1:1 at the top left). A move turns coins as the rule allows, the last of them (the furthest) from heads to tails: click the coins, then Turn." },
  sum: { position: "nim=3 kayles=10 wythoff=3,5", hint: "Sum: components written as grundy sum reads them, e.g. nim=3 kayles=10 wythoff=3,5 staircase=1,4,3 bounded:3=10. A move is a move in one of them." },
};

// The game being played. `turn` is who is to move: "you", "computer",
// "player1" or "player2"; `undo` holds the positions before each move a
// person made.
const state = {
  components: [], analysis: null, turn: "you", busy: false,
  players: "you", mode: "study", hinted: false, history: [], undo: [], selected: null,
  extent: {}, misere: false,
};

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

// The game chosen in the form, as `grundy play` names it (kayles, bounded:3, moore:2, …).
function apiGame() {
  const game = $("game-select").value;
  if (game === "heap") {
    const rules = $("rules-input").value.trim();
    if (rules === "") throw new Error("type the rules of the heap game, e.g. kayles");
    return rules;
  }
  if (game === "coins") {
    const rule = $("coin-rules-input").value.trim();
    if (rule === "") throw new Error("type the rule of the coin game, e.g. mock, ruler, corners or 1-3");
    return `coins:${rule}`;
  }
  if (game === "bounded" || game === "moore") {
    const k = $("k-input").value.trim();
    if (!/^[0-9]+$/.test(k) || /^0+$/.test(k)) throw new Error(`k: expected a whole number of at least 1, found "${k}"`);
    return `${game}:${k}`;
  }
  return game;
}

// Sets the form from a game named as `grundy play` names it.
function showGame(name) {
  const lower = name.toLowerCase();
  let game = lower;
  const k = lower.match(/^(bounded|moore|nim-k):(.*)$/);
  if (k) {
    game = k[1] === "bounded" ? "bounded" : "moore";
    $("k-input").value = k[2];
  } else if (lower === "misere-nim") {
    game = "misere";
  } else if (lower.startsWith("coins:")) {
    game = "coins";
    $("coin-rules-input").value = name.slice("coins:".length);
  } else if (!GAMES[lower] || lower === "heap") {
    game = "heap";
    $("rules-input").value = name;
  }
  $("game-select").value = game;
  chooseGame(true);
}

function showError(message) {
  const e = $("error");
  e.textContent = message || "";
  e.hidden = !message;
}

function chooseGame(keepPosition) {
  const game = $("game-select").value;
  $("rules-label").hidden = game !== "heap";
  $("coin-rules-label").hidden = game !== "coins";
  $("k-label").hidden = game !== "bounded" && game !== "moore";
  if (!keepPosition) {
    $("position-input").value = game === "coins" ? coinsExample($("coin-rules-input").value) : GAMES[game].position;
    if (GAMES[game].k) $("k-input").value = GAMES[game].k;
  }
  $("hint").textContent = GAMES[game].hint;
  // Misère Nim is misère already.
  const misereAlready = game === "misere";
  $("misere-label").hidden = misereAlready;
  if (misereAlready) $("misere-input").checked = false;
}

// The misère flag of a request: present only when misère play was asked.
function misereFlag() {
  return state.misere ? { misere: true } : {};
}

// A position for a coin rule: a row's heads, a board's or a box's coins.
// A guess from the rule's name (a product of codes has an x in it).
const COIN_EXAMPLES = ["1 4 6", "2:3 4:1", "1:2:3 2:2:1"];
function coinsExample(rule) {
  const r = rule.trim().toLowerCase();
  if (r === "corners3" || (r.match(/[x*×]/g) || []).length >= 2) return COIN_EXAMPLES[2];
  return r === "corners" || /[x*×]/.test(r) ? COIN_EXAMPLES[1] : COIN_EXAMPLES[0];
}

// A new rule: the example position follows it, unless a position was typed.
function chooseCoinRule() {
  if (COIN_EXAMPLES.includes($("position-input").value.trim())) {
    $("position-input").value = coinsExample($("coin-rules-input").value);
  }
}

async function start(event) {
  if (event) event.preventDefault();
  showError("");
  let game;
  try {
    game = apiGame();
  } catch (e) {
    showError(e.message);
    return;
  }
  const position = $("position-input").value.trim();
  // No heads is a coin game over, a position all the same.
  if (position === "" && !game.startsWith("coins:")) {
    showError("type a position first");
    return;
  }
  const misere = !$("misere-label").hidden && $("misere-input").checked;
  setBusy();
  try {
    const analysis = await api("/api/analyze", { game, position, ...(misere ? { misere: true } : {}) });
    state.misere = misere;
    state.components = analysis.position;
    state.analysis = analysis;
    state.players = $("first-select").value;
    state.mode = $("mode-select").value;
    state.turn = state.players === "two" ? "player1" : state.players;
    state.hinted = false;
    state.history = [];
    state.undo = [];
    state.selected = null;
    state.extent = {};
    $("board").hidden = false;
    render();
    if (!analysis.over && state.turn === "computer") await computerTurn();
  } catch (e) {
    showError(e.message);
  } finally {
    state.busy = false;
    render();
    focusMoves();
  }
}

// Marks the page busy at once, so that nothing reads the old state as final.
function setBusy() {
  state.busy = true;
  $("board").dataset.busy = "yes";
}

const NAMES = { you: "You", computer: "Computer", player1: "Player 1", player2: "Player 2" };

function human(turn) {
  return turn !== "computer";
}

// The history, as `grundy play` keeps it: who moved, and whether they slipped.
function addHistory(turn, move, moverWasWinning) {
  state.history.push({ who: NAMES[turn], move, moverWasWinning, hinted: state.hinted });
}

function slipNote(h) {
  if (!h.moverWasWinning) return "was losing whatever the move";
  return h.move.winning ? "kept the win" : "SLIPPED: had a winning move and gave the win away";
}

function renderHistory(over) {
  // In practice the notes would tell the verdict: they come at the end.
  const notes = state.mode !== "practice" || over;
  const list = $("history");
  list.replaceChildren();
  for (const h of state.history) {
    const slipped = h.moverWasWinning && !h.move.winning;
    const item = el("li", { class: `${h.who === "Computer" ? "computer" : "you"}${notes && slipped ? " slip" : ""}` },
      `${h.who}: ${h.move.label} → ${h.move.after}`);
    if (notes) item.append(el("span", { class: "note" }, ` (${slipNote(h)}${h.hinted ? ", after a hint" : ""})`));
    list.append(item);
  }
  const slips = state.history.filter((h) => h.moverWasWinning && !h.move.winning);
  const summary = $("slips");
  summary.textContent = !over || state.history.length === 0 ? ""
    : slips.length === 0 ? "Nobody slipped: the verdict of the first position held."
      : `Who slipped when: ${slips.map((h) => `${h.who} at move ${state.history.indexOf(h) + 1}`).join(", ")}.`;
}

async function playMove(index) {
  return play({ move: index });
}

// A move typed in the game's own terms (see the analysis's move_syntax).
async function playTyped(event) {
  if (event) event.preventDefault();
  const text = $("typed-input").value.trim();
  if (text === "") {
    showError("type a move first, as shown below the box");
    return;
  }
  return play({ typed: text }, () => { $("typed-input").value = ""; });
}

// Plays a move chosen by its index ({move}) or typed ({typed}).
async function play(choice, onPlayed) {
  const a = state.analysis;
  if (state.busy || !human(state.turn) || a.over) return;
  setBusy();
  render();
  showError("");
  try {
    const result = await api("/api/move", { components: state.components, ...choice, ...misereFlag() });
    if (onPlayed) onPlayed();
    state.undo.push({ components: state.components, analysis: a, turn: state.turn, history: state.history.length });
    addHistory(state.turn, result.move, a.first_player_wins);
    state.components = result.position.position;
    state.analysis = result.position;
    state.hinted = false;
    state.selected = null;
    state.turn = { you: "computer", player1: "player2", player2: "player1" }[state.turn];
    render();
    if (!state.analysis.over && state.turn === "computer") await computerTurn();
  } catch (e) {
    showError(e.message);
  } finally {
    state.busy = false;
    render();
    focusMoves();
  }
}

async function computerTurn() {
  state.turn = "computer";
  render();
  // A short pause, so that a person sees whose turn it is.
  await new Promise((resolve) => setTimeout(resolve, 250));
  const before = state.analysis;
  const result = await api("/api/computer", { components: state.components, ...misereFlag() });
  if (result.move) addHistory("computer", result.move, before.first_player_wins);
  state.components = result.position.position;
  state.analysis = result.position;
  state.turn = "you";
}

// Takes back the last move a person made (and the computer's answer to it).
function undo() {
  if (state.busy || state.undo.length === 0) return;
  const back = state.undo.pop();
  state.components = back.components;
  state.analysis = back.analysis;
  state.turn = back.turn;
  state.history.length = back.history;
  state.hinted = false;
  state.selected = null;
  showError("");
  render();
  focusMoves();
}

function hint() {
  state.hinted = true;
  render();
  focusMoves();
}

// Keeps the keyboard on the moves: the first one that can be played.
function focusMoves() {
  const first = document.querySelector("#moves .move.selected:not(:disabled)")
    || document.querySelector("#moves .move:not(:disabled)");
  if (first) first.focus();
}

// Whether the moves are coloured: always when studying, after a hint when practising.
function coloured() {
  return state.mode !== "practice" || state.hinted || state.analysis.over;
}

function moverName() {
  return { you: "you", computer: "the computer", player1: "Player 1", player2: "Player 2" }[state.turn];
}

// How long perfect play lasts, from the mover's side, or why it is not known.
function remotenessText(a) {
  if (a.remoteness === null || a.remoteness === undefined) return ` Remoteness ${a.remoteness_note}.`;
  const n = a.remoteness;
  return ` With perfect play the game ends in ${n} move${n === 1 ? "" : "s"} (remoteness ${n}).`;
}

function verdictText(a) {
  return verdictOnly(a) + remotenessText(a);
}

function verdictOnly(a) {
  const value = a.values ? (a.first_player_wins ? `Value ${a.value} (*${a.value}): ` : "Value 0: ")
    : a.misere ? "Misère play: " : "";
  const n = a.winning_moves;
  const moves = `${n} winning move${n === 1 ? "" : "s"}`;
  if (state.turn === "you") {
    return a.first_player_wins
      ? `${value}you are winning: the player to move (you) wins with perfect play; ${moves}.`
      : `${value}you are losing: the player to move (you) loses against perfect play; make the game last and wait for a slip.`;
  }
  if (state.turn === "computer") {
    return a.first_player_wins
      ? `${value}the computer is winning: the player to move (the computer) wins with perfect play.`
      : `${value}the computer is losing: the player to move (the computer) loses against perfect play.`;
  }
  return a.first_player_wins
    ? `${value}${moverName()} (to move) is winning with perfect play; ${moves}.`
    : `${value}${moverName()} (to move) is losing against perfect play.`;
}

function capital(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function statusText(a) {
  if (!a.over) {
    if (state.turn === "computer") return { text: "The computer is thinking…", cls: "" };
    const how = a.moves_complete === false ? "type it below" : "pick one below, or click the position";
    if (state.turn === "you") return { text: `Your move: ${how}.`, cls: "" };
    return { text: `${capital(moverName())} to move: ${how}.`, cls: "" };
  }
  // No move left: normally the player to move has lost; under misère play, won.
  const moverWins = a.first_player_wins;
  const misere = moverWins ? ", which wins under misère play" : "";
  if (state.players === "two") {
    const other = state.turn === "player1" ? "Player 2" : "Player 1";
    const winner = moverWins ? NAMES[state.turn] : other;
    return { text: `${winner} wins: ${NAMES[state.turn]} has no move left${misere}.`, cls: "over" };
  }
  const youWin = (state.turn === "you") === moverWins;
  if (!moverWins) {
    return youWin
      ? { text: "You win: the computer has no move left.", cls: "over won" }
      : { text: "The computer wins: you have no move left.", cls: "over lost" };
  }
  return youWin
    ? { text: `You win: you have no move left${misere}.`, cls: "over won" }
    : { text: `The computer wins: it has no move left${misere}.`, cls: "over lost" };
}

function render() {
  const a = state.analysis;
  if (!a) return;
  const board = $("board");
  board.dataset.turn = a.over ? "over" : state.turn;
  board.dataset.busy = state.busy ? "yes" : "no";
  board.dataset.mode = state.mode;
  $("position").textContent = a.position.join("  +  ");
  const show = coloured();

  const verdict = $("verdict");
  if (show) {
    verdict.className = a.first_player_wins === (state.turn !== "computer" || state.players === "two") ? "wins" : "loses";
    verdict.textContent = capital(verdictText(a));
  } else {
    verdict.className = "hidden";
    verdict.textContent = "Practice: the verdict and the colours stay hidden until you ask for a hint.";
  }

  const status = $("status");
  const s = statusText(a);
  status.className = s.cls;
  status.textContent = s.text;

  const canPlay = !state.busy && human(state.turn) && !a.over;
  $("hint-button").hidden = state.mode !== "practice";
  $("hint-button").disabled = !canPlay || state.hinted;
  $("undo-button").disabled = state.busy || state.undo.length === 0;

  const moves = $("moves");
  moves.replaceChildren();
  const selected = state.selected;
  const partial = a.moves_complete === false;
  $("moves-heading").textContent = partial ? "Winning moves" : "Legal moves";
  renderTyped(a, canPlay, show);
  if (partial) {
    renderPartialMoves(a, show);
    renderDrawing(a, canPlay);
    renderHistory(a.over);
    if (show) renderPanels(a);
    else $("panels").replaceChildren(el("p", {}, "The explanation comes with a hint."));
    updateAddress();
    return;
  }
  for (const m of a.moves) {
    const colour = show ? ` ${m.winning ? "winning" : "losing"}` : "";
    const chosen = selected && m.component === selected.component && isSelected(selected, m) ? " selected" : "";
    const leaves = show ? (a.values ? `, value ${m.value}` : m.winning ? ", lost for the opponent" : ", won for the opponent") : "";
    const button = el("button", {
      type: "button",
      class: `move${colour}${chosen}`,
      "data-index": String(m.index),
      title: !show ? "ask for a hint to see which moves win" : m.winning ? "winning: leaves the opponent lost" : "losing: leaves the opponent a winning position",
    },
    el("span", { class: "description" }, m.label),
    el("span", { class: "after" }, `→ ${m.after}${leaves}`));
    button.disabled = !canPlay;
    button.addEventListener("click", () => playMove(m.index));
    moves.append(el("li", {}, button));
  }
  if (a.moves.length === 0) moves.append(el("li", { class: "none" }, "No legal move is left."));

  renderDrawing(a, canPlay);
  renderHistory(a.over);
  if (show) renderPanels(a);
  else $("panels").replaceChildren(el("p", {}, "The explanation comes with a hint."));
  updateAddress();
}

// Whether move `m` is among those the selection marks: a move from the
// heap picked, or one turning every coin picked.
function isSelected(selected, m) {
  if (selected.coins) return Boolean(m.turn) && selected.coins.every((c) => m.turn.includes(c));
  return selected.piles.includes(m.pile);
}

// The box for typed moves: shown where the moves are too many to list.
function renderTyped(a, canPlay, show) {
  const form = $("typed-form");
  const partial = a.moves_complete === false;
  form.hidden = !partial;
  if (!partial) return;
  $("typed-input").disabled = !canPlay;
  $("typed-button").disabled = !canPlay;
  $("moves-note").textContent = show
    ? `The legal moves are too many to list: above are the winning moves only (${a.winning_moves} in all, like moves grouped). Type any move here.`
    : "The legal moves are too many to list: type your move here.";
  const syntax = $("move-syntax");
  syntax.replaceChildren();
  for (const s of a.move_syntax || []) {
    syntax.append(el("li", {}, el("code", {}, s.pattern), ` ${s.meaning}`));
  }
}

// Where the moves are not all listed: the winning moves, shown (in study
// mode, or after a hint) but played by typing them.
function renderPartialMoves(a, show) {
  const moves = $("moves");
  if (!show) {
    moves.append(el("li", { class: "none" }, "The winning moves show with a hint."));
    return;
  }
  for (const m of a.moves) {
    const family = m.family ? ` (one of ${m.family.count} like moves: ${m.family.every})` : "";
    moves.append(el("li", { class: "move winning listed" },
      el("span", { class: "description" }, m.label + family),
      el("span", { class: "after" }, ` → ${m.after}, value 0`)));
  }
  if (a.moves.length === 0) {
    moves.append(el("li", { class: "none" }, "No winning move: every move leaves the opponent winning. Type one below and make the game last."));
  }
}

// The address follows the game, so that it can be shared.
function updateAddress() {
  const a = state.analysis;
  const params = new URLSearchParams();
  params.set("game", a.play.game);
  params.set("position", a.play.position);
  params.set("start", state.players === "two" ? "two" : state.turn === "computer" ? "computer" : "you");
  if (state.mode === "practice") params.set("mode", "practice");
  if (state.misere) params.set("misere", "yes");
  history.replaceState(null, "", `${location.pathname}?${params}`);
}

// --- The position drawn -------------------------------------------------

const DRAW_LIMIT = 60;

function numbersOf(text) {
  const i = text.indexOf("=");
  return text.slice(i + 1).split(",").map((n) => Number(n));
}

function gameOf(text) {
  return text.slice(0, text.indexOf("="));
}

function findMove(a, component, pile, take) {
  // Moves not all listed have no index to play them by: they are typed.
  if (a.moves_complete === false) return undefined;
  return a.moves.find((m) => m.component === component && m.pile === pile && m.take === take);
}

function counterButton(a, canPlay, component, pile, take, what) {
  const m = findMove(a, component, pile, take);
  const b = el("button", { type: "button", class: "counter", "aria-label": what });
  b.title = what;
  if (m && canPlay) b.addEventListener("click", () => playMove(m.index));
  else b.disabled = true;
  return b;
}

function tooLarge(n, what) {
  const use = state.analysis && state.analysis.moves_complete === false ? "type a move" : "use the moves";
  return el("span", { class: "too-large" }, `${n} ${what} (too many to draw: ${use})`);
}

// Piles of counters: a click on a counter takes it and every one after it.
function drawPiles(a, canPlay, component, piles) {
  const box = el("div", { class: "piles" });
  piles.forEach((n, p) => {
    const row = el("div", { class: "pile" }, el("span", { class: "row-label" }, `pile ${component === null ? p + 1 : component + 1}`));
    const counters = el("span", { class: "counters" });
    if (n > DRAW_LIMIT) counters.append(tooLarge(n, "counters"));
    else {
      for (let j = 0; j < n; j++) {
        counters.append(counterButton(a, canPlay, component === null ? 0 : component, component === null ? p : 0, n - j,
          `take ${n - j} from pile ${component === null ? p + 1 : component + 1}`));
      }
    }
    row.append(counters);
    box.append(row);
  });
  return box;
}

// Heaps of a heap game: a click on a heap picks it, and its moves are marked in the list.
function drawHeaps(a, canPlay, component, heaps) {
  const box = el("div", { class: "piles" });
  heaps.forEach((n, h) => {
    const same = heaps.map((x, i) => (x === n ? i : -1)).filter((i) => i >= 0);
    const b = el("button", { type: "button", class: "heap", "aria-label": `heap ${h + 1} (${n}): mark its moves` });
    if (n > DRAW_LIMIT) b.append(tooLarge(n, "counters"));
    else for (let j = 0; j < n; j++) b.append(el("span", { class: "counter" }));
    if (canPlay && n > 0) {
      b.addEventListener("click", () => {
        state.selected = { component, piles: same };
        render();
        focusMoves();
      });
    } else b.disabled = true;
    box.append(el("div", { class: "pile" }, el("span", { class: "row-label" }, `heap ${h + 1}`), b));
  });
  return box;
}

// A staircase, top step first: a click on a coin moves it and the ones after it down a step.
function drawStaircase(a, canPlay, component, steps) {
  const box = el("div", { class: "staircase" });
  for (let s = steps.length; s >= 1; s--) {
    const n = steps[s - 1];
    const row = el("div", { class: "step" }, el("span", { class: "row-label" }, `step ${s}`));
    row.style.marginLeft = `${Math.min(s - 1, 8) * 0.8}rem`;
    const coins = el("span", { class: "counters" });
    if (n > DRAW_LIMIT) coins.append(tooLarge(n, "coins"));
    else {
      for (let j = 0; j < n; j++) {
        coins.append(counterButton(a, canPlay, component, s - 1, n - j,
          `move ${n - j} coin${n - j === 1 ? "" : "s"} from step ${s} to ${s === 1 ? "the floor" : `step ${s - 1}`}`));
      }
    }
    row.append(coins);
    box.append(row);
  }
  box.append(el("div", { class: "floor" }, "floor"));
  return box;
}

// Chips on a line: a click on a free cell slides the chip to its right there.
function drawChips(a, canPlay, component, cells) {
  const last = Math.max(...cells);
  if (last > DRAW_LIMIT) return tooLarge(last, "cells");
  const line = el("div", { class: "chips" });
  for (let c = 1; c <= last; c++) {
    const chip = cells.indexOf(c);
    if (chip >= 0) {
      line.append(el("span", { class: "cell chip", title: `chip on cell ${c}` }, String(c)));
      continue;
    }
    // The chip that can slide here: the nearest to the right.
    const right = cells.filter((x) => x > c);
    const to = right.length ? Math.min(...right) : null;
    if (to === null) {
      line.append(el("span", { class: "cell" }, String(c)));
      continue;
    }
    const b = counterButton(a, canPlay, component, cells.indexOf(to), to - c, `slide the chip on cell ${to} to cell ${c}`);
    b.className = "cell";
    b.textContent = String(c);
    line.append(b);
  }
  return line;
}

// Wythoff on its grid: row the first pile, column the second; a click on a cell moves there.
function drawWythoff(a, canPlay, component, pair) {
  const [x, y] = pair;
  if (x > DRAW_LIMIT || y > DRAW_LIMIT) return tooLarge(Math.max(x, y), "on a side");
  const grid = el("div", { class: "grid", role: "grid", "aria-label": `Wythoff grid up to (${x}, ${y})` });
  grid.style.gridTemplateColumns = `repeat(${y + 1}, minmax(0, 1.6rem))`;
  const show = coloured();
  for (let i = 0; i <= x; i++) {
    for (let j = 0; j <= y; j++) {
      const m = a.moves.find((mv) => mv.component === component && mv.after_numbers[0] === i && mv.after_numbers[1] === j);
      const here = i === x && j === y;
      const cls = `cell${here ? " current" : ""}${m && show ? (m.winning ? " winning" : " losing") : ""}`;
      if (m) {
        const b = el("button", { type: "button", class: cls, "aria-label": `move to (${i}, ${j})`, title: `move to (${i}, ${j})` });
        if (canPlay) b.addEventListener("click", () => playMove(m.index));
        else b.disabled = true;
        grid.append(b);
      } else {
        grid.append(el("span", { class: cls, title: here ? `(${i}, ${j}): here` : `(${i}, ${j})` }));
      }
    }
  }
  return grid;
}

function renderDrawing(a, canPlay) {
  const box = $("drawing");
  box.replaceChildren();
  const texts = a.position;
  const game = a.play.game;
  // Piles of one game, one component each (Nim, bounded Nim): drawn as one set of piles.
  if (texts.length > 1 && game !== "sum") {
    const piles = texts.map((t) => numbersOf(t)[0]);
    const all = el("div", { class: "piles" });
    piles.forEach((n, i) => all.append(...drawPiles(a, canPlay, i, [n]).children));
    box.append(all);
    return;
  }
  texts.forEach((text, i) => {
    const name = gameOf(text);
    const numbers = numbersOf(text);
    let drawing;
    if (name === "nim" || name.startsWith("bounded:")) drawing = drawPiles(a, canPlay, i, numbers);
    else if (name === "misere" || name.startsWith("moore:")) drawing = drawPiles(a, canPlay, null, numbers);
    else if (name === "wythoff") drawing = drawWythoff(a, canPlay, i, numbers);
    else if (name === "staircase") drawing = drawStaircase(a, canPlay, i, numbers);
    else if (name === "chips") drawing = drawChips(a, canPlay, i, numbers);
    else if (a.components[i].dimensions) drawing = drawCoins(a, canPlay, i, text);
    else if (a.components[i].heaps) drawing = drawHeaps(a, canPlay, i, numbers);
    else drawing = el("span", { class: "too-large" }, `${text}: no drawing, use the moves`);
    const part = el("div", { class: "part", "data-component": String(i) });
    if (texts.length > 1) part.append(el("p", { class: "part-label" }, `component ${i + 1}: ${text}`));
    part.append(drawing);
    box.append(part);
  });
}

function renderPanels(a) {
  const panels = $("panels");
  panels.replaceChildren();
  for (const p of a.explanation) {
    if (p.kind === "nim") panels.append(nimPanel(p));
    else if (p.kind === "sum") panels.append(sumPanel(p));
    else if (p.kind === "wythoff") panels.append(wythoffPanel(p));
    else if (p.kind === "sequence") panels.append(sequencePanel(p));
    else if (p.kind === "coins") panels.append(coinsPanel(p));
    else if (p.title) panels.append(textPanel(p));
  }
  if (a.explanation.length === 0) {
    panels.append(el("p", {}, `The value is ${a.value}: a move to value 0 wins, and a position of value 0 has none.`));
  }
}

function textPanel(p) {
  return el("div", { class: "panel", id: `${p.kind}-panel` },
    el("h3", {}, p.title),
    el("pre", {}, p.text));
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
    el("div", { class: "wide" }, table),
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
  // Heaps past the values plotted are marked by the heap of equal value.
  const heaps = new Set(p.period ? p.period.representatives : p.heaps);
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
    el("p", {}, p.period ? "Blue: the heaps of this position, or past the values plotted, the heap of equal value within the period." : "Blue: the heaps of this position."),
    plot,
    el("p", {}, p.text));
}

// --- Coin-turning games ---------------------------------------------------

const BOARD_LIMIT = 32;

// The heads of a coins component, each a coin's coordinates.
function headsOf(text) {
  const heads = text.slice(text.indexOf("=") + 1);
  return heads === "" ? [] : heads.split(",").map((c) => c.split(":").map(Number));
}

// The coins picked in `component`, as written (`4`, `2:3`).
function pickedIn(component) {
  const s = state.selected;
  return s && s.coins && s.component === component ? s.coins : [];
}

// A click on a coin picks it, or puts it back.
function pickCoin(component, name) {
  const coins = [...pickedIn(component)];
  const i = coins.indexOf(name);
  if (i >= 0) coins.splice(i, 1);
  else coins.push(name);
  state.selected = coins.length ? { component, coins } : null;
  render();
  const again = document.querySelector(`#drawing .part[data-component="${component}"] [data-coin="${name}"]`);
  if (again) again.focus();
}

// Plays the coins picked: the listed move that turns exactly them, or,
// where none does or the moves are not all listed, the move typed as
// `grundy play` reads it (the server says why it is none).
function turnPicked(component) {
  const a = state.analysis;
  const picked = pickedIn(component);
  const listed = a.moves_complete !== false && a.moves.find((m) => m.component === component && m.turn
    && m.turn.length === picked.length && picked.every((c) => m.turn.includes(c)));
  if (listed) return playMove(listed.index);
  const prefix = a.position.length > 1 ? `${component + 1} ` : "";
  return play({ typed: prefix + picked.join(" ") });
}

function coinButton(canPlay, component, name, head, value, picked) {
  const worth = value === undefined ? "" : `, worth ${value}`;
  const what = `coin ${name}: ${head ? "heads" : "tails"}${worth}${picked ? ", picked" : ""}`;
  const b = el("button", {
    type: "button",
    class: `coin ${head ? "heads" : "tails"}${picked ? " picked" : ""}`,
    "data-coin": name,
    "aria-pressed": picked ? "true" : "false",
    "aria-label": what,
    title: what,
  }, el("span", { class: "face" }, head ? "H" : "T"));
  if (value !== undefined) b.append(el("span", { class: "worth" }, String(value)));
  if (canPlay) b.addEventListener("click", () => pickCoin(component, name));
  else b.disabled = true;
  return b;
}

// A row of coins (numbered from 1, left to right) or a board (x along, y
// down, 1:1 at the top left), heads H and dark, tails T and light: a click
// picks the coins to turn, and Turn plays them. In study mode (or after a
// hint) each head shows its value.
function drawCoins(a, canPlay, component, text) {
  const dims = a.components[component].dimensions;
  if (dims > 2) return el("span", { class: "too-large" }, "coins in a box (three dimensions): no drawing, use the moves");
  const heads = headsOf(text);
  // The drawing keeps the largest extent of the game so far: the coins
  // turned back to tails stay in sight.
  const extent = state.extent[component] || [1, 1];
  for (const h of heads) {
    extent[0] = Math.max(extent[0], h[0]);
    if (dims === 2) extent[1] = Math.max(extent[1], h[1]);
  }
  state.extent[component] = extent;
  const [w, h] = extent;
  if (dims === 1 && w > DRAW_LIMIT) return tooLarge(w, "coins");
  if (dims === 2 && Math.max(w, h) > BOARD_LIMIT) return tooLarge(Math.max(w, h), "coins on a side");
  const panel = a.explanation.find((p) => p.kind === "coins" && p.component === component);
  const values = new Map(coloured() && panel ? panel.heads.map((x) => [x.coin, x.value]) : []);
  const isHead = new Set(heads.map((c) => c.join(":")));
  const picked = pickedIn(component);
  const coin = (name) => coinButton(canPlay, component, name, isHead.has(name), values.get(name), picked.includes(name));
  let coins;
  if (dims === 1) {
    coins = el("div", { class: "coins row", role: "group", "aria-label": `a row of ${w} coins, coin 1 on the left` });
    for (let x = 1; x <= w; x++) {
      coins.append(el("span", { class: "slot" }, coin(String(x)), el("span", { class: "coin-number" }, String(x))));
    }
  } else {
    coins = el("div", { class: "coins board", role: "group", "aria-label": `a board of ${w} by ${h} coins, 1:1 at the top left` });
    coins.style.gridTemplateColumns = `auto repeat(${w}, minmax(0, 2.2rem))`;
    coins.append(el("span", { class: "coin-number corner" }, "y\\x"));
    for (let x = 1; x <= w; x++) coins.append(el("span", { class: "coin-number" }, String(x)));
    for (let y = 1; y <= h; y++) {
      coins.append(el("span", { class: "coin-number" }, String(y)));
      for (let x = 1; x <= w; x++) coins.append(coin(`${x}:${y}`));
    }
  }
  const turn = el("button", { type: "button", class: "turn-button" },
    picked.length ? `Turn ${picked.length === 1 ? "coin" : "coins"} ${picked.join(", ")}` : "Turn the coins picked");
  turn.disabled = !canPlay || picked.length === 0;
  turn.addEventListener("click", () => turnPicked(component));
  const clear = el("button", { type: "button", class: "clear-button" }, "Clear");
  clear.disabled = !canPlay || picked.length === 0;
  clear.addEventListener("click", () => {
    state.selected = null;
    render();
  });
  const note = el("p", { class: "coin-note" },
    "Click the coins to turn, the last of them (the furthest) a head, then Turn: the moves that turn them are marked in the list.");
  return el("div", { class: "coin-game" }, coins, el("p", { class: "controls" }, turn, clear), note);
}

function coinsPanel(p) {
  const table = el("table", {}, el("tr", {}, el("th", {}, "head"), el("th", {}, "value")));
  for (const h of p.heads) table.append(el("tr", {}, el("td", {}, h.coin), el("td", {}, String(h.value))));
  table.append(el("tr", { class: "total" }, el("td", {}, "xor"), el("td", {}, String(p.value))));
  return el("div", { class: "panel coins-panel", id: `coins-panel-${p.component}` },
    el("h3", {}, p.title),
    el("div", { class: "wide" }, table),
    el("pre", {}, p.text));
}

function init() {
  const params = new URLSearchParams(location.search);
  const game = params.get("game");
  if (game) showGame(game);
  else chooseGame(false);
  // An empty position is one too: a coin game with no heads left.
  if (params.has("position")) $("position-input").value = params.get("position");
  if (params.get("rules")) $("rules-input").value = params.get("rules");
  const who = params.get("start") || params.get("first");
  if (["you", "computer", "two"].includes(who)) $("first-select").value = who;
  if (params.get("mode") === "practice") $("mode-select").value = "practice";
  if (params.get("misere") === "yes" && !$("misere-label").hidden) $("misere-input").checked = true;
  $("game-select").addEventListener("change", () => chooseGame(false));
  $("coin-rules-input").addEventListener("change", chooseCoinRule);
  $("setup").addEventListener("submit", start);
  $("hint-button").addEventListener("click", hint);
  $("undo-button").addEventListener("click", undo);
  $("typed-form").addEventListener("submit", playTyped);
  document.body.dataset.ready = "yes";
  if (params.get("start")) start();
}

init();
