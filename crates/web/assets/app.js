// The grundy playground: the page talks to the JSON API of `grundy serve`
// (docs/api.md) and draws everything itself; nothing comes from elsewhere.
"use strict";

const $ = (id) => document.getElementById(id);
const SVG = "http://www.w3.org/2000/svg";

// The games of the menu are the server's, from its registry of games: each
// option says what the page needs of its game (data-param, data-k,
// data-position, data-names, data-about, data-misere).
function entry(game) {
  return [...$("game-select").options].find((o) => o.value === game);
}

// The game being played. `turn` is who is to move: "you", "computer",
// "player1" or "player2"; `undo` holds the positions before each move a
// person made.
const state = {
  components: [], analysis: null, turn: "you", busy: false,
  players: "you", mode: "study", hint: 0, history: [], undo: [], selected: null,
  extent: {}, misere: false, projector: false, notation: false,
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

// --- The page's language ----------------------------------------------------

// The page's texts, from the catalogues the binary embeds (GET
// /api/messages?lang=…): each message a list of parts, a text, a variable
// ({var}) or a choice on a variable ({select, variants, default}).
const i18n = { lang: "en", chosen: false, messages: {}, plural: new Intl.PluralRules("en") };
const LANGS = { en: "en", zh: "zh-CN" };

// The message `id` with its arguments filled in.
function t(id, args) {
  const parts = i18n.messages[id];
  return parts ? fill(parts, args || {}) : id;
}

function fill(parts, args) {
  let out = "";
  for (const p of parts) {
    if (typeof p === "string") out += p;
    else if (p.var !== undefined) out += String(args[p.var] ?? "");
    else {
      const v = args[p.select];
      let key = String(v);
      if (!(key in p.variants) && typeof v === "number") key = i18n.plural.select(v);
      out += fill(p.variants[key] || p.variants[p.default], args);
    }
  }
  return out;
}

// The language asked for in the address or chosen on the page before, else
// the browser's first language that the page has, else English.
function pickLang() {
  const asked = new URLSearchParams(location.search).get("lang") || storedLang();
  if (LANGS[asked]) return { lang: asked, chosen: true };
  for (const l of navigator.languages || [navigator.language || ""]) {
    const code = l.toLowerCase().split("-")[0];
    if (LANGS[code]) return { lang: code, chosen: false };
  }
  return { lang: "en", chosen: false };
}

function storedLang() {
  try {
    return localStorage.getItem("grundy-lang");
  } catch (e) {
    return null;
  }
}

// Loads the messages of `lang` and writes the page's fixed texts with them.
async function setLang(lang) {
  const response = await fetch(`/api/messages?lang=${lang}`);
  const data = await response.json();
  i18n.lang = lang;
  i18n.messages = data.messages;
  i18n.plural = new Intl.PluralRules(LANGS[lang]);
  document.documentElement.lang = LANGS[lang];
  for (const e of document.querySelectorAll("[data-i18n]")) e.textContent = t(e.dataset.i18n);
  for (const e of document.querySelectorAll("[data-i18n-aria-label]")) e.setAttribute("aria-label", t(e.dataset.i18nAriaLabel));
  document.title = t("page-title");
  $("lang-select").value = lang;
}

// The switch on the page: the new language is kept for the next visit, and
// a game in progress is analysed again, so that its texts follow.
async function switchLang() {
  const lang = $("lang-select").value;
  try {
    localStorage.setItem("grundy-lang", lang);
  } catch (e) {
    // A browser that keeps nothing still switches for this visit.
  }
  i18n.chosen = true;
  await setLang(lang);
  chooseGame(true);
  if (state.analysis && !state.busy) {
    setBusy();
    try {
      state.analysis = await api("/api/analyze", { components: state.components, ...misereFlag() });
    } catch (e) {
      showError(e.message);
    } finally {
      state.busy = false;
    }
  }
  if (state.analysis) render();
  // A lesson's step again, in the new language.
  if (lesson.name) showStep(lesson.step);
  document.body.dataset.lang = lang;
}

// The API writes every number as a JSON integer with all its digits
// (docs/api.md); JSON.parse would round those past 2^53 (a pile of 10^30
// shown as 1e+30), so they are read as their decimal strings, which the
// page shows as written. Strings are matched first, so digits inside them
// are left alone.
function exactJson(text) {
  return JSON.parse(text.replace(/"(?:[^"\\]|\\.)*"|(?<![\d.eE+-])-?\d{16,}(?![.eE\d])/g, (token) =>
    token.startsWith('"') || Number.isSafeInteger(Number(token)) ? token : `"${token}"`));
}

async function api(path, body) {
  const response = await fetch(`${path}?lang=${i18n.lang}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  let data;
  try {
    data = exactJson(await response.text());
  } catch (e) {
    throw new Error(t("page-error-no-json", { status: response.status }));
  }
  if (!response.ok) throw new Error(data.error || t("page-error-status", { status: response.status }));
  return data;
}

// The game chosen in the form, as `grundy play` names it (kayles, bounded:3, moore:2, …).
function apiGame() {
  const game = $("game-select").value;
  const param = entry(game).dataset.param;
  if (param === "rules") {
    const rules = $("rules-input").value.trim();
    if (rules === "") throw new Error(t("page-error-no-rules"));
    return rules;
  }
  if (param === "rule") {
    const rule = $("coin-rules-input").value.trim();
    if (rule === "") throw new Error(t("page-error-no-rule"));
    return `${game}:${rule}`;
  }
  if (param === "k") {
    const k = $("k-input").value.trim();
    if (!/^[0-9]+$/.test(k) || /^0+$/.test(k)) throw new Error(t("page-error-k", { k }));
    return `${game}:${k}`;
  }
  return game;
}

// Sets the form from a game named as `grundy play` names it.
function showGame(name) {
  const lower = name.toLowerCase();
  const options = [...$("game-select").options];
  const answers = (o, n) => o.value !== "heap" && o.dataset.names.split(" ").includes(n);
  let game = "heap";
  const colon = lower.indexOf(":");
  const named = options.find((o) => answers(o, lower));
  const withParam = colon < 0 ? null : options.find((o) => o.dataset.param && answers(o, lower.slice(0, colon)));
  if (named) {
    game = named.value;
  } else if (withParam && withParam.dataset.param === "k") {
    game = withParam.value;
    $("k-input").value = lower.slice(colon + 1);
  } else if (withParam) {
    game = withParam.value;
    $("coin-rules-input").value = name.slice(colon + 1);
  } else {
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
  const option = entry(game).dataset;
  $("rules-label").hidden = option.param !== "rules";
  $("coin-rules-label").hidden = option.param !== "rule";
  $("k-label").hidden = option.param !== "k";
  if (!keepPosition) {
    $("position-input").value = option.param === "rule" ? coinsExample($("coin-rules-input").value) : option.position;
    if (option.k) $("k-input").value = option.k;
  }
  $("hint").textContent = t(option.about);
  // Misère Nim is misère already.
  const misereAlready = option.misere === "no";
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
    showError(t("page-error-no-position"));
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
    state.hint = 0;
    state.history = [];
    state.undo = [];
    state.selected = null;
    state.extent = {};
    $("board").hidden = false;
    $("gallery").hidden = true;
    $("lessons").hidden = true;
    render();
    if (!analysis.over && state.turn === "computer") await computerTurn();
  } catch (e) {
    showError(e.message);
  } finally {
    state.busy = false;
    render();
    // The board, not the form, in view (a shared link opens on the game),
    // its top first rather than wherever the first move stands.
    focusMoves({ preventScroll: true });
    if (!$("board").hidden) $("board").scrollIntoView({ block: "start" });
  }
}

// Marks the page busy at once, so that nothing reads the old state as final.
function setBusy() {
  state.busy = true;
  $("board").dataset.busy = "yes";
}

// Who moved, as the history names them.
function nameOf(turn) {
  return t(`page-who-${turn}`);
}

function human(turn) {
  return turn !== "computer";
}

// The history, as `grundy play` keeps it: who moved, and whether they slipped.
function addHistory(turn, move, moverWasWinning) {
  state.history.push({ turn, move, moverWasWinning, hinted: state.hint > 0 });
}

function slipNote(h) {
  if (!h.moverWasWinning) return t("page-note-was-losing");
  return h.move.winning ? t("page-note-kept-the-win") : t("page-note-slipped");
}

function renderHistory(over) {
  // In practice the notes would tell the verdict: they come at the end.
  const notes = state.mode !== "practice" || over;
  const list = $("history");
  list.replaceChildren();
  for (const h of state.history) {
    const slipped = h.moverWasWinning && !h.move.winning;
    const item = el("li", { class: `${h.turn === "computer" ? "computer" : "you"}${notes && slipped ? " slip" : ""}` },
      t("page-history-move", { who: nameOf(h.turn), move: h.move.label, after: h.move.after }));
    if (notes) {
      const note = slipNote(h) + (h.hinted ? t("page-note-after-a-hint") : "");
      item.append(el("span", { class: "note" }, t("page-note", { note })));
    }
    list.append(item);
  }
  const slips = state.history.filter((h) => h.moverWasWinning && !h.move.winning);
  const summary = $("slips");
  summary.textContent = !over || state.history.length === 0 ? ""
    : slips.length === 0 ? t("page-nobody-slipped")
      : t("page-who-slipped", {
        slips: slips.map((h) => t("page-slip-at", { who: nameOf(h.turn), move: state.history.indexOf(h) + 1 }))
          .join(t("page-list-separator")),
      });
}

async function playMove(index) {
  return play({ move: index });
}

// A move typed in the game's own terms (see the analysis's move_syntax).
async function playTyped(event) {
  if (event) event.preventDefault();
  const text = $("typed-input").value.trim();
  if (text === "") {
    showError(t("page-error-no-move"));
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
    state.hint = 0;
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
  state.hint = 0;
  state.selected = null;
  showError("");
  render();
  focusMoves();
}

// Practice's hints, one step a click: whether the position is winning,
// then where a winning move is, then the moves coloured (each with the
// outcome and remoteness it leaves), then the reasoning.
const HINT_VERDICT = 1;
const HINT_WHERE = 2;
const HINT_MOVES = 3;
const HINT_REASONS = 4;

function hint() {
  state.hint = Math.min(state.hint + 1, HINT_REASONS);
  render();
  focusMoves();
}

// Where the winning moves are: the components that have one, as written.
function hintWhere(a) {
  const components = [...new Set(a.moves.filter((m) => m.winning).map((m) => m.component))];
  if (components.length === 0) return t("page-hint-where-lose");
  const where = components.map((c) => a.position[c]).join(", ");
  return t("page-hint-where-win", { where, count: components.length });
}

// Keeps the keyboard on the moves: the first one that can be played.
function focusMoves(options) {
  const first = document.querySelector("#moves .move.selected:not(:disabled)")
    || document.querySelector("#moves .move:not(:disabled)");
  if (first) first.focus(options);
}

// Whether the moves are coloured: always when studying, from the hint's
// third step when practising.
function coloured() {
  return state.mode !== "practice" || state.hint >= HINT_MOVES || state.analysis.over;
}

// Whether the reasoning is shown: always when studying, at the hint's last step.
function explained() {
  return state.mode !== "practice" || state.hint >= HINT_REASONS || state.analysis.over;
}

function moverName() {
  return t(`page-mover-${state.turn}`);
}

// How long perfect play lasts, from the mover's side, or why it is not known.
function remotenessText(a) {
  if (a.remoteness === null || a.remoteness === undefined) return t("page-remoteness-unknown", { note: a.remoteness_note });
  return t("page-remoteness", { moves: a.remoteness });
}

function verdictText(a) {
  return verdictOnly(a) + remotenessText(a);
}

function verdictOnly(a) {
  const value = a.values ? t("page-value", { value: a.first_player_wins ? a.value : 0 })
    : a.misere ? t("page-misere-play") : "";
  // A count past 2^53 comes as a string: its plural form is the default.
  const moves = t("page-winning-moves", { count: a.winning_moves });
  const wins = a.first_player_wins ? "win" : "lose";
  if (state.turn === "you" || state.turn === "computer") {
    return value + t(`page-verdict-${state.turn}-${wins}`, { moves });
  }
  return value + t(`page-verdict-player-${wins}`, { mover: moverName(), moves });
}

function capital(text) {
  return text.charAt(0).toLocaleUpperCase(LANGS[i18n.lang]) + text.slice(1);
}

function statusText(a) {
  if (!a.over) {
    if (state.turn === "computer") return { text: t("page-thinking"), cls: "" };
    const how = a.moves_complete === false ? t("page-how-type") : t("page-how-pick");
    if (state.turn === "you") return { text: t("page-your-move", { how }), cls: "" };
    return { text: t("page-to-move", { mover: capital(moverName()), how }), cls: "" };
  }
  // No move left: normally the player to move has lost; under misère play, won.
  const moverWins = a.first_player_wins;
  const misere = moverWins ? "yes" : "no";
  if (state.players === "two") {
    const other = state.turn === "player1" ? "player2" : "player1";
    const winner = nameOf(moverWins ? state.turn : other);
    return { text: t("page-over-players", { winner, mover: nameOf(state.turn), misere }), cls: "over" };
  }
  const youWin = (state.turn === "you") === moverWins;
  if (!moverWins) {
    return youWin
      ? { text: t("page-over-you-win"), cls: "over won" }
      : { text: t("page-over-computer-wins"), cls: "over lost" };
  }
  return youWin
    ? { text: t("page-over-you-win-misere"), cls: "over won" }
    : { text: t("page-over-computer-wins-misere"), cls: "over lost" };
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
  if (show || state.hint >= HINT_VERDICT) {
    verdict.className = a.first_player_wins === (state.turn !== "computer" || state.players === "two") ? "wins" : "loses";
    verdict.textContent = capital(verdictText(a));
  } else {
    verdict.className = "hidden";
    verdict.textContent = t("page-practice-hidden");
  }

  const where = $("hint-where");
  where.hidden = show || state.hint < HINT_WHERE || a.over;
  where.textContent = where.hidden ? "" : hintWhere(a);

  const status = $("status");
  const s = statusText(a);
  status.className = s.cls;
  status.textContent = s.text;

  const canPlay = !state.busy && human(state.turn) && !a.over;
  $("hint-button").hidden = state.mode !== "practice";
  $("hint-button").disabled = !canPlay || state.hint >= HINT_REASONS;
  $("hint-button").textContent = state.hint === 0 ? t("page-hint") : t("page-hint-more");
  $("hint-button").dataset.step = String(state.hint);
  $("undo-button").disabled = state.busy || state.undo.length === 0;

  const moves = $("moves");
  moves.replaceChildren();
  const selected = state.selected;
  const partial = a.moves_complete === false;
  $("moves-heading").textContent = partial ? t("page-winning-moves-heading") : t("page-legal-moves-heading");
  renderTyped(a, canPlay, show);
  if (partial) {
    renderPartialMoves(a, show);
    renderDrawing(a, canPlay);
    renderHistory(a.over);
    if (explained()) renderPanels(a);
    else $("panels").replaceChildren(el("p", {}, t("page-explanation-on-hint")));
    updateAddress();
    return;
  }
  for (const m of a.moves) {
    const colour = show ? ` ${m.winning ? "winning" : "losing"}` : "";
    const chosen = selected && m.component === selected.component && isSelected(selected, m) ? " selected" : "";
    const hinted = !show && state.hint >= HINT_WHERE && a.moves.some((w) => w.winning && w.component === m.component) ? " where" : "";
    const outcome = show ? (a.values ? t("page-leaves-value", { value: m.value }) : m.winning ? t("page-leaves-lost") : t("page-leaves-won")) : "";
    // The game the move starts: its own move, then the remoteness it leaves.
    const lasts = show && m.remoteness !== undefined && m.remoteness !== null
      ? t(m.winning ? "page-move-win-in" : "page-move-lose-in", { moves: m.remoteness + 1 }) : "";
    const leaves = outcome + lasts;
    const button = el("button", {
      type: "button",
      class: `move${colour}${chosen}${hinted}`,
      "data-index": String(m.index),
      title: !show ? t("page-move-title-hidden") : m.winning ? t("page-move-title-winning") : t("page-move-title-losing"),
    },
    el("span", { class: "description" }, m.label),
    el("span", { class: "after" }, t("page-move-after", { after: m.after, leaves })));
    button.disabled = !canPlay;
    button.addEventListener("click", () => playMove(m.index));
    moves.append(el("li", {}, button));
  }
  if (a.moves.length === 0) moves.append(el("li", { class: "none" }, t("page-no-move-left")));

  renderDrawing(a, canPlay);
  renderHistory(a.over);
  if (explained()) renderPanels(a);
  else $("panels").replaceChildren(el("p", {}, t("page-explanation-on-hint")));
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
    ? t("page-too-many-moves-shown", { count: a.winning_moves })
    : t("page-too-many-moves");
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
    moves.append(el("li", { class: "none" }, t("page-winning-moves-on-hint")));
    return;
  }
  for (const m of a.moves) {
    const family = m.family ? t("page-family", { count: m.family.count, every: m.family.every }) : "";
    moves.append(el("li", { class: "move winning listed" },
      el("span", { class: "description" }, m.label + family),
      el("span", { class: "after" }, " " + t("page-move-after", { after: m.after, leaves: t("page-leaves-value", { value: 0 }) }))));
  }
  if (a.moves.length === 0) {
    moves.append(el("li", { class: "none" }, t("page-no-winning-move")));
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
  setAddress(params);
}

// Writes `params` into the address with the page's own choices (its
// language where one was chosen, the projector), so that a link shared
// from the page opens as it is.
function setAddress(params) {
  if (i18n.chosen) params.set("lang", i18n.lang);
  if (state.projector) params.set("projector", "yes");
  const query = params.toString();
  history.replaceState(null, "", query ? `${location.pathname}?${query}` : location.pathname);
}

// Large drawings and type for a classroom's projector; a link shared from
// it opens the same way.
function setProjector(on) {
  state.projector = on;
  document.documentElement.classList.toggle("projector", on);
  $("projector-button").setAttribute("aria-pressed", on ? "true" : "false");
  if (state.analysis) updateAddress();
  else {
    const params = new URLSearchParams(location.search);
    params.delete("projector");
    setAddress(params);
  }
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
  const use = state.analysis && state.analysis.moves_complete === false ? t("page-use-typed") : t("page-use-moves");
  return el("span", { class: "too-large" }, t(`page-too-large-${what}`, { n, use }));
}

// Piles of counters: a click on a counter takes it and every one after it.
function drawPiles(a, canPlay, component, piles) {
  const box = el("div", { class: "piles" });
  piles.forEach((n, p) => {
    const row = el("div", { class: "pile" }, el("span", { class: "row-label" }, t("page-pile", { pile: component === null ? p + 1 : component + 1 })));
    const counters = el("span", { class: "counters" });
    if (n > DRAW_LIMIT) counters.append(tooLarge(n, "counters"));
    else {
      for (let j = 0; j < n; j++) {
        counters.append(counterButton(a, canPlay, component === null ? 0 : component, component === null ? p : 0, n - j,
          t("page-take-from-pile", { n: n - j, pile: component === null ? p + 1 : component + 1 })));
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
    const b = el("button", { type: "button", class: "heap", "aria-label": t("page-heap-mark", { heap: h + 1, n }) });
    if (n > DRAW_LIMIT) b.append(tooLarge(n, "counters"));
    else for (let j = 0; j < n; j++) b.append(el("span", { class: "counter" }));
    if (canPlay && n > 0) {
      b.addEventListener("click", () => {
        state.selected = { component, piles: same };
        render();
        focusMoves();
      });
    } else b.disabled = true;
    box.append(el("div", { class: "pile" }, el("span", { class: "row-label" }, t("page-heap", { heap: h + 1 })), b));
  });
  return box;
}

// A staircase, top step first: a click on a coin moves it and the ones after it down a step.
function drawStaircase(a, canPlay, component, steps) {
  const box = el("div", { class: "staircase" });
  for (let s = steps.length; s >= 1; s--) {
    const n = steps[s - 1];
    const row = el("div", { class: "step" }, el("span", { class: "row-label" }, t("page-step", { step: s })));
    row.style.marginLeft = `${Math.min(s - 1, 8) * 0.8}rem`;
    const coins = el("span", { class: "counters" });
    if (n > DRAW_LIMIT) coins.append(tooLarge(n, "coins"));
    else {
      for (let j = 0; j < n; j++) {
        coins.append(counterButton(a, canPlay, component, s - 1, n - j,
          s === 1 ? t("page-move-coins-to-floor", { n: n - j }) : t("page-move-coins-down", { n: n - j, step: s, to: s - 1 })));
      }
    }
    row.append(coins);
    box.append(row);
  }
  box.append(el("div", { class: "floor" }, t("page-floor")));
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
      line.append(el("span", { class: "cell chip", title: t("page-chip-on-cell", { cell: c }) }, String(c)));
      continue;
    }
    // The chip that can slide here: the nearest to the right.
    const right = cells.filter((x) => x > c);
    const to = right.length ? Math.min(...right) : null;
    if (to === null) {
      line.append(el("span", { class: "cell" }, String(c)));
      continue;
    }
    const b = counterButton(a, canPlay, component, cells.indexOf(to), to - c, t("page-slide-chip", { from: to, to: c }));
    b.className = "cell";
    b.textContent = String(c);
    line.append(b);
  }
  return line;
}

// Wythoff on its grid: row the first pile, column the second; a click on a cell moves there.
// Green Hackenbush: the ground at the bottom, vertex 1 on it, each vertex
// as high as its distance from the ground; a click on an edge cuts it.
function drawHackenbush(a, canPlay, component, text) {
  const edges = text.slice(text.indexOf("=") + 1).split(",").filter((e) => e).map((e) => e.split("-"));
  if (edges.length > DRAW_LIMIT) return tooLarge(edges.length, "edges");
  // Depths by a search from the ground.
  const depth = new Map([["1", 0]]);
  const queue = ["1"];
  while (queue.length) {
    const v = queue.shift();
    for (const [x, y] of edges) {
      for (const [from, to] of [[x, y], [y, x]]) {
        if (from === v && !depth.has(to)) {
          depth.set(to, depth.get(v) + 1);
          queue.push(to);
        }
      }
    }
  }
  const levels = [];
  for (const [v, d] of depth) (levels[d] = levels[d] || []).push(v);
  const gap = 46;
  const width = Math.max(160, 70 * Math.max(...levels.map((l) => l.length)));
  const height = gap * (levels.length - 1) + 40;
  const place = new Map();
  levels.forEach((vs, d) => vs.forEach((v, k) => place.set(v, [(width * (k + 1)) / (vs.length + 1), height - 14 - d * gap])));
  const picture = svg("svg", { class: "hackenbush", viewBox: `0 0 ${width} ${height}`, width, height, role: "img",
    "aria-label": t("page-hackenbush-drawing", { text }) });
  picture.append(svg("line", { x1: 0, y1: height - 14, x2: width, y2: height - 14, class: "ground" }));
  const show = coloured();
  const moves = a.moves.filter((m) => m.component === component);
  edges.forEach(([x, y], k) => {
    const [x1, y1] = place.get(x);
    const [x2, y2] = place.get(y);
    // A loop is a small circle above its vertex; edges between the same two
    // vertices bend apart.
    const twin = edges.slice(0, k).filter(([p, q]) => (p === x && q === y) || (p === y && q === x)).length;
    const bend = twin === 0 ? 0 : (twin % 2 === 1 ? 1 : -1) * 14 * Math.ceil(twin / 2);
    const path = x === y
      ? `M ${x1} ${y1} c -16 -30 16 -30 0 0`
      : `M ${x1} ${y1} Q ${(x1 + x2) / 2 + bend} ${(y1 + y2) / 2} ${x2} ${y2}`;
    // The move that cuts it: the k-th listed, which names the edge.
    const m = moves[k] && moves[k].label.endsWith(` ${x}-${y}`) ? moves[k] : undefined;
    const cls = `edge${m && show ? (m.winning ? " winning" : " losing") : ""}`;
    const e = svg("path", { d: path, class: cls, "data-edge": `${x}-${y}` });
    const title = svg("title", {}, m ? m.label : `${x}-${y}`);
    e.append(title);
    if (m && canPlay) e.addEventListener("click", () => playMove(m.index));
    else e.classList.add("disabled");
    picture.append(e);
  });
  for (const [v, [cx, cy]] of place) picture.append(svg("circle", { cx, cy, r: 4, class: v === "1" ? "root" : "vertex" }));
  return picture;
}

function drawWythoff(a, canPlay, component, pair) {
  const [x, y] = pair;
  if (x > DRAW_LIMIT || y > DRAW_LIMIT) return tooLarge(Math.max(x, y), "side");
  const grid = el("div", { class: "grid", role: "grid", "aria-label": t("page-wythoff-grid", { x, y }) });
  grid.style.gridTemplateColumns = `repeat(${y + 1}, minmax(0, 1.6rem))`;
  const show = coloured();
  for (let i = 0; i <= x; i++) {
    for (let j = 0; j <= y; j++) {
      const m = a.moves.find((mv) => mv.component === component && mv.after_numbers[0] === i && mv.after_numbers[1] === j);
      const here = i === x && j === y;
      const cls = `cell${here ? " current" : ""}${m && show ? (m.winning ? " winning" : " losing") : ""}`;
      if (m) {
        const to = t("page-move-to", { i, j });
        const b = el("button", { type: "button", class: cls, "aria-label": to, title: to });
        if (canPlay) b.addEventListener("click", () => playMove(m.index));
        else b.disabled = true;
        grid.append(b);
      } else {
        // The queen where the position stands.
        grid.append(el("span", { class: cls, title: here ? t("page-cell-here", { i, j }) : t("page-cell", { i, j }) }, here ? "♛" : ""));
      }
    }
  }
  return grid;
}

// The position in the command line's notation (nim=3 + nim=5): one click
// away where the position is drawn in the game's own terms, shown where
// it is not drawn.
function showNotation() {
  const drawn = $("drawing").children.length > 0 && !$("drawing").querySelector(".too-large");
  $("notation-button").hidden = !drawn;
  $("notation-button").setAttribute("aria-expanded", state.notation ? "true" : "false");
  $("position").hidden = drawn && !state.notation;
}

function renderDrawing(a, canPlay) {
  drawPosition(a, canPlay);
  showNotation();
}

function drawPosition(a, canPlay) {
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
    else if (name === "hackenbush") drawing = drawHackenbush(a, canPlay, i, text);
    else if (a.components[i].dimensions) drawing = drawCoins(a, canPlay, i, text);
    else if (a.components[i].heaps) drawing = drawHeaps(a, canPlay, i, numbers);
    else drawing = el("span", { class: "too-large" }, t("page-no-drawing", { text }));
    const part = el("div", { class: "part", "data-component": String(i) });
    if (texts.length > 1) part.append(el("p", { class: "part-label" }, t("page-component", { component: i + 1, text })));
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
    panels.append(el("p", {}, t("page-value-only", { value: a.value })));
  }
}

function textPanel(p) {
  return el("div", { class: "panel", id: `${p.kind}-panel` },
    el("h3", {}, p.title),
    el("pre", {}, p.text));
}

function nimPanel(p) {
  return el("div", { class: "panel", id: "nim-panel" },
    el("h3", {}, t("page-nim-panel")),
    el("pre", {}, p.text));
}

function sumPanel(p) {
  const table = el("table", {},
    el("tr", {}, el("th", {}, t("page-column-component")), el("th", {}, t("page-column-value")), el("th", {}, t("page-column-binary"))));
  for (const r of p.rows) {
    table.append(el("tr", {}, el("td", {}, r.component), el("td", {}, String(r.value)), el("td", {}, r.binary)));
  }
  table.append(el("tr", { class: "total" }, el("td", {}, t("page-row-xor")), el("td", {}, String(p.value)), el("td", {}, p.binary)));
  return el("div", { class: "panel", id: "sum-panel" },
    el("h3", {}, t("page-sum-panel")),
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
    "aria-label": t("page-wythoff-map", { n }),
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
    el("h3", {}, t("page-wythoff-panel", { a: p.a, b: p.b })),
    el("p", {}, t("page-wythoff-key")),
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
    "aria-label": t("page-sequence-plot", { game: p.game, last: n - 1 }),
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
    el("h3", {}, t("page-sequence-panel", { game: p.game, last: n - 1 })),
    el("p", {}, p.period ? t("page-sequence-key-period") : t("page-sequence-key")),
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
  const worth = value === undefined ? "" : t("page-coin-worth", { value });
  const what = t("page-coin", { coin: name, face: head ? "heads" : "tails", worth, picked: picked ? "yes" : "no" });
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
  if (dims > 2) return el("span", { class: "too-large" }, t("page-coins-in-a-box"));
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
  if (dims === 2 && Math.max(w, h) > BOARD_LIMIT) return tooLarge(Math.max(w, h), "coins-side");
  const panel = a.explanation.find((p) => p.kind === "coins" && p.component === component);
  const values = new Map(coloured() && panel ? panel.heads.map((x) => [x.coin, x.value]) : []);
  const isHead = new Set(heads.map((c) => c.join(":")));
  const picked = pickedIn(component);
  const coin = (name) => coinButton(canPlay, component, name, isHead.has(name), values.get(name), picked.includes(name));
  let coins;
  if (dims === 1) {
    coins = el("div", { class: "coins row", role: "group", "aria-label": t("page-coin-row", { w }) });
    for (let x = 1; x <= w; x++) {
      coins.append(el("span", { class: "slot" }, coin(String(x)), el("span", { class: "coin-number" }, String(x))));
    }
  } else {
    coins = el("div", { class: "coins board", role: "group", "aria-label": t("page-coin-board", { w, h }) });
    coins.style.gridTemplateColumns = `auto repeat(${w}, minmax(0, 2.2rem))`;
    coins.append(el("span", { class: "coin-number corner" }, "y\\x"));
    for (let x = 1; x <= w; x++) coins.append(el("span", { class: "coin-number" }, String(x)));
    for (let y = 1; y <= h; y++) {
      coins.append(el("span", { class: "coin-number" }, String(y)));
      for (let x = 1; x <= w; x++) coins.append(coin(`${x}:${y}`));
    }
  }
  const turn = el("button", { type: "button", class: "turn-button" },
    picked.length ? t("page-turn-coins", { count: picked.length, coins: picked.join(t("page-list-separator")) }) : t("page-turn-picked"));
  turn.disabled = !canPlay || picked.length === 0;
  turn.addEventListener("click", () => turnPicked(component));
  const clear = el("button", { type: "button", class: "clear-button" }, t("page-clear"));
  clear.disabled = !canPlay || picked.length === 0;
  clear.addEventListener("click", () => {
    state.selected = null;
    render();
  });
  const note = el("p", { class: "coin-note" },
    t("page-coin-note"));
  return el("div", { class: "coin-game" }, coins, el("p", { class: "controls" }, turn, clear), note);
}

function coinsPanel(p) {
  const table = el("table", {}, el("tr", {}, el("th", {}, t("page-column-head")), el("th", {}, t("page-column-value"))));
  for (const h of p.heads) table.append(el("tr", {}, el("td", {}, h.coin), el("td", {}, String(h.value))));
  table.append(el("tr", { class: "total" }, el("td", {}, t("page-row-xor")), el("td", {}, String(p.value))));
  return el("div", { class: "panel coins-panel", id: `coins-panel-${p.component}` },
    el("h3", {}, p.title),
    el("div", { class: "wide" }, table),
    el("pre", {}, p.text));
}

// --- The gallery: every game of the menu, its rules in a line, a small
// drawing of its first position and a start -------------------------------

// A small picture of a game's first position, in its own terms where the
// page knows how to draw it (counters, a grid, a line of cells, coins, a
// circle, a graph), else the position as written.
function miniDrawing(game, position) {
  const width = 128;
  const height = 64;
  const box = svg("svg", { class: "mini", viewBox: `0 0 ${width} ${height}`, width, height, "aria-hidden": "true" });
  const nums = position.split(/[\s,]+/).filter((x) => /^\d+$/.test(x)).map(Number);
  const dot = (x, y, cls) => box.append(svg("circle", { cx: x, cy: y, r: 3.2, class: cls }));
  const cell = (x, y, w, cls) => box.append(svg("rect", { x, y, width: w, height: w, class: cls }));
  if (game === "wythoff" && nums.length === 2) {
    // The queen on its grid, the corner (0, 0) at the bottom left.
    const n = 8;
    const w = 7;
    for (let a = 0; a < n; a++) {
      for (let b = 0; b < n; b++) cell(4 + b * w, 4 + (n - 1 - a) * w, w, "grid-cell");
    }
    cell(4 + nums[1] * w, 4 + (n - 1 - nums[0]) * w, w, "queen");
  } else if (game === "cutting") {
    const [w, h] = position.split("x").map(Number);
    for (let x = 0; x < w; x++) for (let y = 0; y < h; y++) cell(4 + x * 8, 4 + y * 8, 8, "sheet");
  } else if (game === "chips" && nums.length) {
    const cells = Math.max(...nums) + 2;
    for (let c = 1; c <= cells; c++) cell(4 + (c - 1) * 9, 26, 9, "grid-cell");
    for (const c of nums) dot(8.5 + (c - 1) * 9, 30.5, "counter-dot");
  } else if (game === "coins") {
    for (let c = 1; c <= 8; c++) dot(8 + (c - 1) * 14, 32, nums.includes(c) ? "head" : "tail");
  } else if (game === "circle" && nums.length === 1) {
    for (let i = 0; i < nums[0]; i++) {
      const angle = (2 * Math.PI * i) / nums[0];
      dot(64 + 24 * Math.sin(angle), 32 - 24 * Math.cos(angle), "counter-dot");
    }
  } else if (game === "hackenbush") {
    // The vertices on a circle, vertex 1 (the ground) at the bottom.
    const edges = position.split(/\s+/).map((e) => e.split("-").map(Number));
    const n = Math.max(...edges.flat());
    const at = (v) => {
      const angle = Math.PI + (2 * Math.PI * (v - 1)) / n;
      return [64 + 22 * Math.sin(angle), 32 - 22 * Math.cos(angle)];
    };
    box.append(svg("line", { x1: 20, y1: 56, x2: 108, y2: 56, class: "ground" }));
    for (const [a, b] of edges) {
      const [x1, y1] = at(a);
      const [x2, y2] = at(b);
      box.append(svg("line", { x1, y1, x2, y2, class: "edge" }));
    }
  } else if (nums.length && nums.length <= 6 && Math.max(...nums) <= 24 && /^[\d\s,]+$/.test(position)) {
    // Counters, a row for each pile, heap or step.
    nums.forEach((n, row) => {
      for (let j = 0; j < n; j++) dot(6 + j * 5, 6 + row * 10, "counter-dot");
    });
  } else if (game === "digits") {
    // A string of digits, each on its tile.
    [...position].forEach((d, i) => {
      cell(4 + i * 22, 18, 20, "tile");
      box.append(svg("text", { x: 10 + i * 22, y: 33, class: "written" }, d));
    });
  } else if (game === "calendar") {
    // A page of a calendar: the month and the day.
    const [, month, day] = position.split("-");
    box.append(svg("rect", { x: 40, y: 6, width: 48, height: 52, rx: 4, class: "tile" }));
    box.append(svg("rect", { x: 40, y: 6, width: 48, height: 14, rx: 4, class: "queen" }));
    box.append(svg("text", { x: 52, y: 17, class: "written light" }, month));
    box.append(svg("text", { x: 52, y: 46, class: "written big" }, day));
  } else if (nums.length && nums.length <= 7 && /^[\d\s,]+$/.test(position)) {
    // Large piles or numbers as bars, in proportion to the largest.
    const most = Math.max(...nums, 1);
    nums.forEach((n, row) => {
      const h = Math.min(8, 56 / nums.length - 1);
      box.append(svg("rect", { x: 4, y: 4 + row * (h + 1), width: Math.max(1, (118 * n) / most), height: h, class: "bar" }));
    });
  } else if (game === "sum") {
    // Each component on its card.
    position.split(/\s+/).forEach((part, i) => {
      box.append(svg("rect", { x: 2, y: 2 + i * 20, width: 124, height: 17, rx: 3, class: "tile" }));
      box.append(svg("text", { x: 6, y: 14 + i * 20, class: "written" }, part));
    });
  } else {
    box.append(svg("text", { x: 4, y: 36, class: "written" }, position));
  }
  return box;
}

function buildGallery() {
  const list = $("gallery-list");
  list.replaceChildren();
  for (const option of $("game-select").options) {
    const game = option.value;
    const title = el("h3", { "data-i18n": option.dataset.i18n }, t(option.dataset.i18n));
    const rules = el("p", { "data-i18n": option.dataset.about }, t(option.dataset.about));
    const go = el("button", { type: "button", class: "start-game", "data-i18n": "page-start", "data-game": game }, t("page-start"));
    // A fresh position of the game, with the form's other choices.
    go.addEventListener("click", () => {
      $("game-select").value = game;
      chooseGame(false);
      start();
    });
    list.append(el("li", { class: "card", "data-game": game }, title, miniDrawing(game, option.dataset.position || ""), rules, go));
  }
}

async function init() {
  const params = new URLSearchParams(location.search);
  const picked = pickLang();
  i18n.chosen = picked.chosen;
  await setLang(picked.lang);
  document.body.dataset.lang = picked.lang;
  buildGallery();
  listLessons();
  // A lesson, linked to a step, in place of the form and the board.
  if (params.get("lesson") && openLesson(params.get("lesson"), Number(params.get("step")) || 1)) {
    $("projector-button").addEventListener("click", () => setProjector(!state.projector));
    $("lang-select").addEventListener("change", switchLang);
    if (params.get("projector") === "yes") setProjector(true);
    $("lessons").hidden = true;
    document.body.dataset.ready = "yes";
    return;
  }
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
  if (params.get("projector") === "yes") setProjector(true);
  $("projector-button").addEventListener("click", () => setProjector(!state.projector));
  $("notation-button").addEventListener("click", () => {
    state.notation = !state.notation;
    showNotation();
  });
  $("game-select").addEventListener("change", () => chooseGame(false));
  $("lang-select").addEventListener("change", switchLang);
  $("coin-rules-input").addEventListener("change", chooseCoinRule);
  $("setup").addEventListener("submit", start);
  $("hint-button").addEventListener("click", hint);
  $("undo-button").addEventListener("click", undo);
  $("typed-form").addEventListener("submit", playTyped);
  document.body.dataset.ready = "yes";
  if (params.get("start")) start();
}

init();
