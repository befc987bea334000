import type { ServerTexts } from './types';

/** What the reference server writes and seeds for players, in German. */
export const de: ServerTexts = {
  system: {
    welcome: (brand) => [
      [
        `Willkommen bei ${brand}`,
        `<p>Dein Konto ist bereit. Tätige deine erste Einzahlung auf der <a href="/m/voucherCenter">Einzahlungsseite</a> und genieße über 600 Spiele.</p>`,
      ],
      [
        'Schütze dein Konto',
        '<p>Gib niemals dein Passwort oder dein Zahlungspasswort weiter. Lege im <a href="/m/securityCenter">Sicherheitscenter</a> ein Zahlungspasswort fest.</p>',
      ],
    ],
    autoReplyBody: (ticket) =>
      `Danke für deine Nachricht. Deine Ticketnummer lautet #${ticket}. Der Kundenservice antwortet innerhalb von 24 Stunden; nutze bei dringenden Anliegen den Live-Chat.`,
    feedbackReply: 'Danke für deinen Vorschlag! Wir haben ihn an unser Produktteam weitergeleitet.',
  },
  content: (brand, age) => ({
    help: [
      [
        'Wie registriere ich mich?',
        `<p>Tippe auf <b>Registrieren</b>, wähle einen Benutzernamen und ein Passwort (oder nutze deine Handynummer) und akzeptiere die Bedingungen. Dein Konto bei ${brand} ist sofort bereit.</p>`,
      ],
      [
        'Wie zahle ich ein?',
        '<p>Öffne <b>Einzahlen</b>, wähle eine Zahlungsmethode (Banküberweisung, E-Wallet oder QR), gib einen Betrag innerhalb der angezeigten Limits ein und schließe die Zahlung ab. Dein Guthaben wird aktualisiert, sobald die Zahlung genehmigt ist.</p>',
      ],
      [
        'Wie zahle ich aus?',
        '<p>Füge unter <b>Auszahlen</b> ein Bankkonto hinzu, lege im Sicherheitscenter ein Zahlungspasswort fest, gib den Betrag ein und bestätige. Auszahlungen werden geprüft und in der Regel innerhalb von 30 Minuten ausgezahlt.</p>',
      ],
      [
        'Boni und Rückvergütungen',
        '<p>Alle Aktionen findest du im <b>Prämiencenter</b>. Dort holst du auch ausgegebene Prämien ab; Rückvergütungen werden auf deine gültigen Einsätze gezahlt.</p>',
      ],
      [
        'Verantwortungsvolles Spielen',
        `<p>Spiel zum Spaß, setz dir Limits und mach Pausen. Personen unter ${age} Jahren dürfen bei ${brand} nicht spielen.</p><ul><li>Jage niemals Verlusten hinterher.</li><li>Du kannst den Kundenservice jederzeit bitten, dein Konto zu pausieren.</li></ul>`,
      ],
    ],
    agreement: [
      'Nutzungsbedingungen',
      `<h3>1. Annahme</h3><p>Mit der Eröffnung eines Kontos bei ${brand} akzeptierst du diese Bedingungen.</p><h3>2. Teilnahmeberechtigung</h3><p>Du musst das gesetzliche Mindestalter erreicht haben und darfst nur dort spielen, wo es erlaubt ist.</p><h3>3. Dein Konto</h3><p>Pro Person ist nur ein Konto zulässig. Halte dein Passwort und dein Zahlungspasswort geheim; du bist für alle Aktivitäten auf deinem Konto verantwortlich.</p><h3>4. Ein- und Auszahlungen</h3><p>Gelder werden ausschließlich von und auf Konten überwiesen, die auf deinen Namen lauten. Wir können vor einer Auszahlung eine Identitätsprüfung verlangen.</p><h3>5. Faires Spiel</h3><p>Bonusmissbrauch, unerlaubte Absprachen und Betrug führen zur Schließung des Kontos und zum Verlust der Gewinne.</p><h3>6. Änderungen</h3><p>Wir können diese Bedingungen jederzeit aktualisieren; maßgeblich ist die auf dieser Seite veröffentlichte Fassung.</p>`,
    ],
    notices: [
      [
        'Neue Zahlungsmethode',
        '<p>Sofortige QR-Einzahlungen sind jetzt rund um die Uhr möglich.</p>',
      ],
      [
        'Geplante Wartung',
        '<p>Einige Spiele sind am Sonntag von 02:00 bis 04:00 Uhr nicht verfügbar.</p>',
      ],
    ],
    demoMail: [
      'Einzahlung nicht gutgeschrieben',
      'Hallo, meine Einzahlung von heute Morgen ist noch nicht in meinem Guthaben. Könnt ihr das bitte prüfen?',
      'Hallo! Deine Einzahlung wurde gutgeschrieben. Danke für deine Geduld.',
    ],
    demoFeedback: [
      'Bitte bietet abends mehr Live-Casino-Tische an.',
      'Danke! Ab nächster Woche öffnen ab 18:00 Uhr weitere Tische.',
    ],
  }),
  demo: {
    bannerWelcome: 'Willkommensbonus 100 %',
    bannerDeposit: 'Tägliche Einzahlungsprämie',
    bannerRegister: 'In einer Minute registriert',
    marquee: [
      'Wartung des Anbieters PG am Sonntag von 02:00 bis 04:00 Uhr.',
      'Jede Woche neue Spiele: Über 600 Spiele warten auf dich!',
    ],
    popupGuest: [
      'Mach noch heute mit',
      '<p>Registriere dich jetzt und sichere dir einen <b>Willkommensbonus</b>.</p><p><a href="/m/register">Registrieren</a></p>',
    ],
    popupMember: [
      'Wochenendprämie',
      '<p>Hol dir deine Wochenendprämie im <a href="/m/rewardCenter">Prämiencenter</a> ab.</p>',
    ],
    popupFirstLogin: [
      'Willkommen an Bord',
      '<p>Schön, dass du dabei bist! Deine erste Einzahlung wird <a href="/m/voucherCenter">verdoppelt</a>.</p>',
    ],
    notice: [
      'Verantwortungsvolles Spielen',
      '<p>Spiel verantwortungsvoll. Lege deine Limits im Sicherheitscenter fest.</p>',
    ],
    agentNotices: [
      'Neue Provisionstabelle',
      'Aktualisierter Teambericht',
      'Agententreffen am Freitag',
    ],
    inbox: [
      'Willkommen im Club',
      'Dein Bonus ist bereit',
      'Sicherheitstipp: Gib dein Passwort niemals weiter',
    ],
  },
  demoGame: {
    back: 'Zurück zur Website',
    balance: 'Guthaben',
    bet: 'Einsatz',
    spin: 'Drehen',
    deal: 'Austeilen',
    place: 'Wette platzieren',
    win: 'Du gewinnst {0}',
    lose: 'Diesmal kein Gewinn',
    insufficient: 'Guthaben nicht ausreichend',
    expired:
      'Diese Spielsitzung ist abgelaufen. Kehre zur Website zurück und öffne das Spiel erneut.',
    badBet: 'Wähle einen gültigen Einsatz',
    pick: 'Wähle zuerst deinen Tipp',
    error: 'Etwas ist schiefgelaufen, versuche es erneut',
    loading: 'Wird geladen…',
    paytable: 'Gewinntabelle',
    pays: 'zahlt',
    lineBet: '5 Linien, der Einsatz wird auf sie aufgeteilt',
    dragon: 'Drache',
    tiger: 'Tiger',
    tie: 'Unentschieden',
    tieRule: 'Bei Unentschieden erhalten Wetten auf Drache und Tiger die Hälfte zurück.',
    odds: 'Quote',
    result: 'Ergebnis: {0}',
  },
  promotions: {
    welcome: {
      title: 'Willkommensbonus',
      summary: 'Ein Bonus für jedes neue Mitglied – er wartet im Prämiencenter auf dich.',
      content:
        '<p>Willkommen an Bord! Jedes neue Mitglied erhält einen <b>Willkommensbonus</b>.</p><ul><li>Öffne das Prämiencenter und hol ihn dir ab.</li><li>Ein Bonus pro Mitglied.</li></ul>',
    },
    'first-deposit': {
      title: 'Ersteinzahlungsbonus',
      summary: 'Erzähl uns von deiner ersten Einzahlung und erhalte einen Bonus.',
      content:
        '<h3>Ersteinzahlungsbonus</h3><ul><li>Tätige deine erste Einzahlung während der Aktion.</li><li>Beantrage den Bonus mit einem Kommentar und einem Screenshot der Zahlung (PNG oder JPG, bis zu 3).</li><li>Unser Team prüft jeden Antrag innerhalb von 24 Stunden.</li></ul>',
    },
    'daily-deposit': {
      title: 'Tägliche Einzahlungsprämie',
      summary: 'Zahle jeden Tag ein und sichere dir eine Prämie.',
      content:
        '<p>Zahle an einem beliebigen Tag der Aktion ein und beantrage die <b>Tagesprämie</b>.</p>',
    },
    mission: {
      title: 'Umsatz-Mission',
      summary: 'Mach mit, spiel und steig in der Rangliste auf: Die Top 10 gewinnen Preise.',
      content:
        '<p>Tritt der Mission bei; jede Wette auf unsere Spiele zählt als Fortschritt.</p><ul><li>Rangfolge nach Umsatz im Zeitraum der Mission.</li><li>Preise für die ersten 10 Plätze.</li></ul>',
    },
    'lucky-bet': {
      title: 'Glückswette',
      summary: 'Ein Gewinn mit Glückszahlen im Betrag? Schick uns den Screenshot.',
      content:
        '<p>Gewinne einen Betrag, der auf <b>88</b> oder <b>77</b> endet, und beantrage die Prämie mit dem Screenshot.</p>',
    },
    'daily-sign-in': {
      title: 'Täglicher Check-in',
      summary: 'Checke jeden Tag ein: Je länger die Serie, desto größer die Prämie.',
      content:
        '<p>Checke einmal am Tag auf der <a href="/m/activity/signIn">Check-in-Seite</a> ein; Tag 7 bringt am meisten.</p>',
    },
    raffle: {
      title: 'Monatliche Verlosung',
      summary: 'Jetzt anmelden: Die Ziehung startet bald.',
      content: '<p>Jedes Mitglied, das sich anmeldet, nimmt an der monatlichen Verlosung teil.</p>',
    },
    'rank-salary': {
      title: 'VIP-Stufengehalt',
      summary: 'Ein monatliches Gehalt für jede VIP-Stufe.',
      content:
        '<p>VIP-Mitglieder erhalten je nach Stufe ein monatliches Gehalt; Details findest du auf der Seite VIP-Vorteile.</p>',
    },
    'second-deposit': {
      title: 'Zweiteinzahlungsbonus',
      summary: 'Beendet: Danke für deine Teilnahme.',
      content: '<p>Diese Aktion ist beendet.</p>',
    },
  },
};
