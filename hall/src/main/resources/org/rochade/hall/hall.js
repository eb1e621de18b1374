'use strict';
// The hall's page script (served as /hall.js: the page's policy allows no inline script).
// Everything shown comes from the server's event stream (/events): the whole state with every change.
const $ = id => document.getElementById(id);
const token = new URLSearchParams(location.hash.slice(1)).get('token');
/** How long the reveal button waits for its confirming second click. */
const CONFIRM_MILLIS = 5000;
let nextRound = 1;

function mirrored(r) {
  return r.blackBackRank === undefined;
}

function arrayName(r) {
  if (!mirrored(r)) { // dfrc: each side its own array, White's first
    return r.variant + ' ' + r.label + ' (White SP ' + r.sp + ', Black SP ' + r.spBlack + ')';
  }
  return r.variant === 'chess960' ? 'SP ' + r.sp : r.variant + ' ' + r.number + ' (SP ' + r.sp + ')';
}

function backRanks(r) {
  return mirrored(r) ? r.backRank : r.backRank + ' / ' + r.blackBackRank;
}

function render(state) {
  const current = state.current;
  $('waiting').hidden = current !== null;
  $('shown').hidden = current === null;
  nextRound = current === null ? 1 : current.round + 1;
  if (current === null) {
    $('round-title').textContent = '';
    return;
  }
  $('event').textContent = current.event;
  $('round-title').textContent = 'Round ' + current.round + (current.rounds > 0 ? ' of ' + current.rounds : '');
  $('board').innerHTML = current.svg; // made by the server from the position alone
  if (mirrored(current)) {
    $('back-rank').textContent = current.backRank;
    $('black-back-rank').hidden = true;
  } else {
    $('back-rank').textContent = 'White ' + current.backRank;
    $('black-back-rank').textContent = 'Black ' + current.blackBackRank;
    $('black-back-rank').hidden = false;
  }
  $('array-number').textContent = arrayName(current);
  $('xfen').textContent = current.xfen;
  $('shredder-fen').textContent = current.shredderFen;
  $('tags').textContent = current.tags;
  const rows = state.rounds.map(r => {
    const row = document.createElement('tr');
    row.dataset.round = r.round;
    for (const text of [r.event + ' ' + r.round, arrayName(r), backRanks(r)]) {
      const cell = document.createElement('td');
      cell.textContent = text;
      row.appendChild(cell);
    }
    return row;
  });
  $('rounds').replaceChildren(...rows);
}

function connect() {
  const events = new EventSource('events');
  events.onopen = () => { $('live').textContent = 'live'; $('live').className = ''; };
  events.onmessage = message => render(JSON.parse(message.data));
  // The browser reconnects by itself and then receives the whole state again.
  events.onerror = () => { $('live').textContent = 'reconnecting'; $('live').className = 'down'; };
}

// The reveal button asks to be clicked twice: the first click arms it (and names the round), the
// second, within CONFIRM_MILLIS, reveals. A double click by mistake reveals one round at most.
let armed = null;

function disarm() {
  clearTimeout(armed);
  armed = null;
  $('reveal').textContent = 'Reveal the next round';
  $('reveal').className = '';
}

async function reveal() {
  $('reveal').disabled = true;
  try {
    const response = await fetch('reveal', { method: 'POST', headers: { 'X-Rochade-Token': token } });
    if (!response.ok) {
      $('reveal-message').textContent = await response.text();
    }
  } catch (e) {
    $('reveal-message').textContent = 'the shell does not answer: ' + e.message;
  } finally {
    $('reveal').disabled = false;
  }
}

$('reveal').addEventListener('click', () => {
  $('reveal-message').textContent = '';
  if (armed === null) {
    armed = setTimeout(disarm, CONFIRM_MILLIS);
    $('reveal').textContent = 'Reveal round ' + nextRound + ' now? Click again to confirm';
    $('reveal').className = 'confirm';
    return;
  }
  disarm();
  reveal();
});

// Only the arbiter's page, opened with the shell's token, has the button.
$('arbiter').hidden = token === null;
connect();
