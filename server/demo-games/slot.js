/* The demo slot page: draws the server's grid and paying lines (the outcome comes from the server). */
/* global document, Demo */
(function () {
  'use strict';

  const GLYPHS = { cherry: '🍒', lemon: '🍋', bell: '🔔', bar: 'BAR', seven: '7', diamond: '💎' };
  let lines = [];
  const cells = [];

  function render(game) {
    lines = game.lines;
    const board = Demo.$('board');
    for (let index = 0; index < 9; index++) {
      const cell = document.createElement('div');
      cell.className = 'cell';
      cell.textContent = GLYPHS[['seven', 'bar', 'bell'][index % 3]];
      cell.dataset.testid = 'slot-cell';
      board.append(cell);
      cells.push(cell);
    }
    const table = Demo.$('paytable');
    game.paytable.forEach((row) => {
      const line = table.insertRow();
      line.insertCell().textContent = `${GLYPHS[row.symbol]} × ${row.count}`;
      line.insertCell().textContent = `${Demo.t('pays')} ${row.pay}×`;
    });
  }

  function show(result) {
    result.outcome.grid.forEach((row, r) =>
      row.forEach((symbol, c) => {
        const cell = cells[r * 3 + c];
        cell.textContent = GLYPHS[symbol] || symbol;
        cell.classList.remove('hit');
      }),
    );
    result.outcome.lines.forEach((win) =>
      lines[win.line]
        .slice(0, win.count)
        .forEach(([r, c]) => cells[r * 3 + c].classList.add('hit')),
    );
  }

  Demo.start({ render, show, choice: () => undefined });
})();
