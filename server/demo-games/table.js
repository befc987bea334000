/* The demo table game (Dragon Tiger): pick a side, the server deals one card each. */
/* global document, Demo */
(function () {
  'use strict';

  const RANKS = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  const SUITS = { S: '♠', H: '♥', C: '♣', D: '♦' };
  let picked = null;
  const faces = {};

  function button(id, label, note) {
    const node = document.createElement('button');
    node.type = 'button';
    node.className = 'choice';
    node.setAttribute('aria-pressed', 'false');
    node.textContent = label;
    const small = document.createElement('small');
    small.textContent = note;
    node.append(small);
    node.addEventListener('click', () => {
      picked = id;
      document
        .querySelectorAll('.choice')
        .forEach((other) => other.setAttribute('aria-pressed', String(other === node)));
    });
    return node;
  }

  function render(game) {
    const board = Demo.$('board');
    ['dragon', 'tiger'].forEach((side) => {
      const card = document.createElement('div');
      card.className = 'card';
      const title = document.createElement('div');
      title.textContent = Demo.t(side);
      const face = document.createElement('div');
      face.className = 'face';
      face.textContent = '?';
      card.append(title, face);
      board.append(card);
      faces[side] = face;
    });
    const choices = Demo.$('choices');
    game.choices.forEach((id) => {
      const pays = id === 'tie' ? game.returns.tie : game.returns.side;
      choices.append(button(id, Demo.t(id), `${Demo.t('pays')} ${pays}×`));
    });
    const table = Demo.$('paytable');
    game.choices.forEach((id) => {
      const row = table.insertRow();
      row.insertCell().textContent = Demo.t(id);
      row.insertCell().textContent = `${id === 'tie' ? game.returns.tie : game.returns.side}×`;
    });
  }

  function show(result) {
    ['dragon', 'tiger'].forEach((side) => {
      const card = result.outcome[side];
      faces[side].textContent = `${RANKS[card.rank]}${SUITS[card.suit]}`;
      faces[side].className = `face ${card.suit === 'H' || card.suit === 'D' ? 'red' : ''}`;
    });
  }

  Demo.start({ render, show, choice: () => picked });
})();
