import type { ServerTexts } from './types';

/** What the reference server writes and seeds for players, in Italian. */
export const it: ServerTexts = {
  system: {
    welcome: (brand) => [
      [
        `Ti diamo il benvenuto su ${brand}`,
        `<p>Il tuo account è pronto. Effettua il tuo primo deposito nella <a href="/m/voucherCenter">pagina di deposito</a> e goditi oltre 600 giochi.</p>`,
      ],
      [
        'Proteggi il tuo account',
        '<p>Non condividere mai la tua password né la password di pagamento. Imposta una password di pagamento nel <a href="/m/securityCenter">centro sicurezza</a>.</p>',
      ],
    ],
    autoReplyBody: (ticket) =>
      `Grazie per averci scritto. Il numero del tuo ticket è #${ticket}. L'assistenza clienti risponde entro 24 ore; per le questioni urgenti usa la chat dal vivo.`,
    feedbackReply:
      "Grazie per il tuo suggerimento! L'abbiamo inoltrato al nostro team di prodotto.",
  },
  content: (brand, age) => ({
    help: [
      [
        'Come mi registro?',
        `<p>Tocca <b>Registrati</b>, scegli un nome utente e una password (oppure usa il tuo numero di cellulare) e accetta le condizioni. Il tuo account ${brand} è subito pronto.</p>`,
      ],
      [
        'Come faccio un deposito?',
        '<p>Apri <b>Deposita</b>, scegli un metodo di pagamento (bonifico bancario, portafoglio digitale o QR), inserisci un importo entro i limiti indicati e completa il pagamento. Il saldo si aggiorna quando il pagamento viene approvato.</p>',
      ],
      [
        'Come faccio un prelievo?',
        "<p>Aggiungi un conto bancario in <b>Preleva</b>, imposta una password di pagamento nel centro sicurezza, inserisci l'importo e conferma. I prelievi vengono verificati e di solito pagati entro 30 minuti.</p>",
      ],
      [
        'Bonus e rimborsi',
        '<p>Le promozioni sono elencate nel <b>centro premi</b>. Lì puoi riscattare i premi erogati; i rimborsi vengono pagati sulle tue puntate valide.</p>',
      ],
      [
        'Gioco responsabile',
        `<p>Gioca per divertimento, fissa dei limiti e fai delle pause. I minori di ${age} anni non possono giocare su ${brand}.</p><ul><li>Non inseguire mai le perdite.</li><li>Puoi chiedere in qualsiasi momento all'assistenza clienti di sospendere il tuo account.</li></ul>`,
      ],
    ],
    agreement: [
      "Condizioni d'uso",
      `<h3>1. Accettazione</h3><p>Aprendo un account su ${brand} accetti le presenti condizioni.</p><h3>2. Requisiti</h3><p>Devi aver raggiunto l'età minima prevista dalla legge e giocare solo dove è consentito.</p><h3>3. Il tuo account</h3><p>È consentito un solo account per persona. Mantieni segrete la tua password e la password di pagamento; sei responsabile di tutte le attività svolte sul tuo account.</p><h3>4. Depositi e prelievi</h3><p>Il denaro può essere trasferito solo da e verso conti intestati a te. Prima di un prelievo potremmo chiederti una verifica dell'identità.</p><h3>5. Gioco leale</h3><p>L'abuso dei bonus, la collusione e la frode comportano la chiusura dell'account e la perdita delle vincite.</p><h3>6. Modifiche</h3><p>Possiamo aggiornare le presenti condizioni; fa fede la versione pubblicata in questa pagina.</p>`,
    ],
    notices: [
      [
        'Nuovo metodo di pagamento',
        '<p>I depositi istantanei tramite QR sono ora disponibili 24 ore su 24, 7 giorni su 7.</p>',
      ],
      [
        'Manutenzione programmata',
        '<p>Alcuni giochi non saranno disponibili domenica dalle 02:00 alle 04:00.</p>',
      ],
    ],
    demoMail: [
      'Deposito non accreditato',
      'Ciao, il mio deposito di stamattina non risulta ancora nel saldo. Potete verificare?',
      'Ciao! Il tuo deposito è stato accreditato. Grazie per la pazienza.',
    ],
    demoFeedback: [
      'Per favore, aggiungete più tavoli di casinò live la sera.',
      'Grazie! Dalla prossima settimana apriranno più tavoli a partire dalle 18:00.',
    ],
  }),
  demo: {
    bannerWelcome: 'Bonus di benvenuto del 100%',
    bannerDeposit: 'Premio deposito giornaliero',
    bannerRegister: 'Registrati in un minuto',
    marquee: [
      'Manutenzione del fornitore PG domenica dalle 02:00 alle 04:00.',
      'Nuovi giochi ogni settimana: oltre 600 giochi a cui giocare!',
    ],
    popupGuest: [
      'Unisciti a noi oggi',
      '<p>Registrati ora e ricevi un <b>bonus di benvenuto</b>.</p><p><a href="/m/register">Registrati</a></p>',
    ],
    popupMember: [
      'Premio del weekend',
      '<p>Riscatta il tuo premio del weekend nel <a href="/m/rewardCenter">centro premi</a>.</p>',
    ],
    popupFirstLogin: [
      'Ti diamo il benvenuto',
      '<p>Grazie per l\'iscrizione! Il tuo primo deposito viene <a href="/m/voucherCenter">raddoppiato</a>.</p>',
    ],
    notice: [
      'Gioco responsabile',
      '<p>Gioca in modo responsabile. Imposta i tuoi limiti nel centro sicurezza.</p>',
    ],
    agentNotices: [
      'Nuova tabella commissioni',
      'Aggiornamento del report del team',
      'Riunione agenti venerdì',
    ],
    inbox: [
      'Ti diamo il benvenuto nel club',
      'Il tuo bonus è pronto',
      'Consiglio di sicurezza: non condividere mai la tua password',
    ],
  },
  demoGame: {
    back: 'Torna al sito',
    balance: 'Saldo',
    bet: 'Puntata',
    spin: 'Gira',
    deal: 'Distribuisci',
    place: 'Scommetti',
    win: 'Hai vinto {0}',
    lose: 'Nessuna vincita questa volta',
    insufficient: 'Saldo insufficiente',
    expired: 'Questa sessione di gioco è scaduta. Torna al sito e riapri il gioco.',
    badBet: 'Scegli una puntata valida',
    pick: 'Fai prima la tua scelta',
    error: 'Qualcosa è andato storto, riprova',
    loading: 'Caricamento…',
    paytable: 'Tabella dei pagamenti',
    pays: 'paga',
    lineBet: '5 linee, la puntata è suddivisa tra di esse',
    dragon: 'Drago',
    tiger: 'Tigre',
    tie: 'Pareggio',
    tieRule:
      'In caso di pareggio, le scommesse su Drago e su Tigre restituiscono metà della puntata.',
    odds: 'Quota',
    result: 'Risultato: {0}',
  },
  promotions: {
    welcome: {
      title: 'Bonus di benvenuto',
      summary: 'Un bonus per ogni nuovo membro, ti aspetta nel centro premi.',
      content:
        '<p>Ti diamo il benvenuto! Ogni nuovo membro riceve un <b>bonus di benvenuto</b>.</p><ul><li>Apri il centro premi e riscattalo.</li><li>Un bonus per membro.</li></ul>',
    },
    'first-deposit': {
      title: 'Bonus primo deposito',
      summary: 'Raccontaci del tuo primo deposito e ricevi un bonus.',
      content:
        '<h3>Bonus primo deposito</h3><ul><li>Effettua il tuo primo deposito durante la promozione.</li><li>Fai richiesta con un commento e uno screenshot del pagamento (PNG o JPG, fino a 3).</li><li>Il nostro team esamina ogni richiesta entro 24 ore.</li></ul>',
    },
    'daily-deposit': {
      title: 'Premio deposito giornaliero',
      summary: 'Deposita ogni giorno e ottieni un premio.',
      content:
        '<p>Deposita in qualsiasi giorno della promozione e richiedi il <b>premio giornaliero</b>.</p>',
    },
    mission: {
      title: 'Missione volume di gioco',
      summary: 'Partecipa, gioca e scala la classifica: i primi 10 vincono premi.',
      content:
        '<p>Partecipa alla missione; ogni scommessa sui nostri giochi conta come progresso.</p><ul><li>Classifica in base al volume di gioco nel periodo della missione.</li><li>Premi per i primi 10 posti.</li></ul>',
    },
    'lucky-bet': {
      title: 'Scommessa fortunata',
      summary: 'Hai vinto un importo con numeri fortunati? Inviaci lo screenshot.',
      content:
        '<p>Vinci un importo che termina con <b>88</b> o <b>77</b> e fai richiesta con lo screenshot.</p>',
    },
    'daily-sign-in': {
      title: 'Check-in giornaliero',
      summary: 'Fai check-in ogni giorno: più lunga è la serie, più grande è il premio.',
      content:
        '<p>Fai check-in una volta al giorno nella <a href="/m/activity/signIn">pagina del check-in</a>; il 7° giorno paga di più.</p>',
    },
    raffle: {
      title: 'Estrazione a premi mensile',
      summary: "Iscriviti ora: l'estrazione apre presto.",
      content: "<p>Ogni membro che si iscrive partecipa all'estrazione a premi mensile.</p>",
    },
    'rank-salary': {
      title: 'Stipendio VIP per livello',
      summary: 'Uno stipendio mensile per ogni livello VIP.',
      content:
        '<p>I membri VIP ricevono uno stipendio mensile in base al livello; consulta la pagina Vantaggi VIP.</p>',
    },
    'second-deposit': {
      title: 'Bonus secondo deposito',
      summary: 'Terminata: grazie per aver partecipato.',
      content: '<p>Questa promozione è terminata.</p>',
    },
  },
};
