/* Shared by the demo game pages: ticket, texts, balance, bet selector, the round call. */
/* global window, document, fetch, URL, URLSearchParams, crypto, history, location */
(function () {
  'use strict';

  const BET_STEPS = [0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];

  const params = new URLSearchParams(location.search);
  const ticket = params.get('ticket') || '';
  // The server writes the page's texts in the player's language (`?lang=`) into the page.
  const texts = JSON.parse(document.getElementById('demo-texts')?.textContent || '{}');
  let currency = '';

  const $ = (id) => document.getElementById(id);
  const t = (key, arg) => String(texts[key] || key).replace('{0}', arg === undefined ? '' : arg);
  /** Amounts as the site shows them: the player's language's digits and separators, two decimals. */
  const money = (amount) => {
    const number = new Intl.NumberFormat(texts.locale || 'en', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(Number(amount));
    return `${currency} ${number}`.trim();
  };

  function newRoundId() {
    if (crypto.randomUUID) return crypto.randomUUID();
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  }

  function showResult(text, kind) {
    const node = $('result');
    node.textContent = text;
    node.className = `result ${kind || ''}`;
  }

  function setBalance(balance) {
    $('balance').textContent = money(balance);
  }

  async function call(path, init) {
    const response = await fetch(path, init);
    const body = await response.json().catch(() => ({}));
    if (response.status === 401) throw Object.assign(new Error(t('expired')), { fatal: true });
    if (!response.ok) {
      const key =
        body.errorCode === 'insufficient.balance'
          ? 'insufficient'
          : body.errorCode === 'bet.invalid'
            ? 'badBet'
            : body.errorCode === 'choice.invalid'
              ? 'pick'
              : 'error';
      throw new Error(t(key));
    }
    return body;
  }

  /** One round; a network failure is retried once with the same round id (the server plays it once). */
  async function playRound(bet, choice) {
    const payload = JSON.stringify({ ticket, bet, roundId: newRoundId(), choice });
    const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload };
    try {
      return await call('api/round', init);
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      return call('api/round', init);
    }
  }

  function fillBets(select, minBet, maxBet) {
    const steps = BET_STEPS.filter((step) => step > minBet && step <= maxBet);
    [minBet, ...steps].forEach((value) => {
      const option = document.createElement('option');
      option.value = String(value);
      option.textContent = Number(value).toFixed(2);
      select.append(option);
    });
    select.value = String([minBet, ...steps].find((value) => value >= 1) || minBet);
  }

  /**
   * Back to the site: one step back when the site opened the game (in this tab or around an iframe,
   * whose history is the page's), else the site's home; a framed game leaves its frame.
   */
  function wireBack() {
    const link = $('back');
    if (window.top !== window) link.target = '_top';
    link.addEventListener('click', (event) => {
      const fromSite = document.referrer && new URL(document.referrer).origin === location.origin;
      if (fromSite && history.length > 1) {
        event.preventDefault();
        history.back();
      }
    });
  }

  function translatePage() {
    document.documentElement.lang = texts.locale || 'en';
    document.documentElement.dir = texts.dir || 'ltr';
    document.querySelectorAll('[data-t]').forEach((node) => {
      node.textContent = t(node.getAttribute('data-t'));
    });
  }

  /**
   * Starts a page: loads the state, then calls `render(game)` once and `play()` (which returns the
   * bet's choice or throws) for each press of the play button; `show(result)` draws the outcome.
   */
  async function start({ render, choice, show }) {
    translatePage();
    wireBack();
    const button = $('play');
    button.disabled = true;
    showResult(t('loading'));
    let state;
    try {
      state = await call(`api/state?ticket=${encodeURIComponent(ticket)}`);
    } catch (error) {
      showResult(error.message, 'error');
      return;
    }
    currency = state.currency;
    setBalance(state.balance);
    $('name').textContent = state.game.name;
    document.title = state.game.name;
    fillBets($('bet'), state.game.minBet, state.game.maxBet);
    render(state.game);
    showResult('');
    button.disabled = false;
    button.addEventListener('click', async () => {
      const pick = choice();
      if (pick === null) return showResult(t('pick'), 'error');
      button.disabled = true;
      try {
        const result = await playRound(Number($('bet').value), pick);
        setBalance(result.balance);
        show(result, state.game);
        showResult(
          result.win > 0 ? t('win', money(result.win)) : t('lose'),
          result.win > 0 ? 'win' : '',
        );
        button.disabled = false;
      } catch (error) {
        showResult(error.message, 'error');
        button.disabled = Boolean(error.fatal);
      }
    });
  }

  window.Demo = { start, t, money, $ };
})();
