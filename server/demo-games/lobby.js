/* The demo lobby (sports, e-sports, cockfight, lottery vendors): fixed-odds picks settled at once. */
/* global document, Demo */
(function () {
  'use strict';

  let picked = null;
  const labels = {};

  function render(game) {
    const board = Demo.$('board');
    game.markets.forEach((market) => {
      const section = document.createElement('section');
      section.className = 'market';
      const title = document.createElement('h2');
      title.textContent = market.title;
      const options = document.createElement('div');
      options.className = 'choices';
      market.options.forEach((option) => {
        const id = `${market.id}:${option.id}`;
        labels[id] = `${market.title} · ${option.label}`;
        const node = document.createElement('button');
        node.type = 'button';
        node.className = 'choice';
        node.setAttribute('aria-pressed', 'false');
        node.textContent = option.label;
        const odds = document.createElement('small');
        odds.textContent = `${Demo.t('odds')} ${option.odds.toFixed(2)}`;
        node.append(odds);
        node.addEventListener('click', () => {
          picked = id;
          document
            .querySelectorAll('.choice')
            .forEach((other) => other.setAttribute('aria-pressed', String(other === node)));
        });
        options.append(node);
      });
      section.append(title, options);
      board.append(section);
    });
  }

  function show(result, game) {
    const market = game.markets.find((item) => item.id === result.outcome.market);
    const winner = market && market.options.find((option) => option.id === result.outcome.result);
    Demo.$('drawn').textContent = Demo.t(
      'result',
      winner ? `${market.title} · ${winner.label}` : '',
    );
  }

  Demo.start({ render, show, choice: () => picked });
})();
