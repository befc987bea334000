import type { ServerTexts } from './types';

/** What the reference server writes and seeds for players, in Polish. */
export const pl: ServerTexts = {
  system: {
    welcome: (brand) => [
      [
        `Witamy w ${brand}`,
        `<p>Twoje konto jest gotowe. Dokonaj pierwszej wpłaty na <a href="/m/voucherCenter">stronie wpłat</a> i korzystaj z ponad 600 gier.</p>`,
      ],
      [
        'Chroń swoje konto',
        '<p>Nigdy nikomu nie podawaj hasła ani hasła płatniczego. Ustaw hasło płatnicze w sekcji <a href="/m/securityCenter">Bezpieczeństwo</a>.</p>',
      ],
    ],
    autoReplyBody: (ticket) =>
      `Dziękujemy za wiadomość. Numer twojego zgłoszenia to #${ticket}. Obsługa klienta odpowiada w ciągu 24 godzin; w pilnych sprawach skorzystaj z czatu na żywo.`,
    feedbackReply: 'Dziękujemy za sugestię! Przekazaliśmy ją naszemu zespołowi produktowemu.',
  },
  content: (brand, age) => ({
    help: [
      [
        'Jak się zarejestrować?',
        `<p>Dotknij <b>Zarejestruj się</b>, wybierz nazwę użytkownika i hasło (lub użyj numeru telefonu) i zaakceptuj regulamin. Konto w ${brand} jest gotowe od razu.</p>`,
      ],
      [
        'Jak dokonać wpłaty?',
        '<p>Otwórz sekcję <b>Wpłata</b>, wybierz metodę płatności (przelew bankowy, e-portfel lub kod QR), wpisz kwotę w podanych limitach i dokończ płatność. Saldo zaktualizuje się po zatwierdzeniu płatności.</p>',
      ],
      [
        'Jak wypłacić środki?',
        '<p>Dodaj konto bankowe w sekcji <b>Wypłata</b>, ustaw hasło płatnicze w sekcji Bezpieczeństwo, wpisz kwotę i potwierdź. Wypłaty są weryfikowane i zwykle realizowane w ciągu 30 minut.</p>',
      ],
      [
        'Bonusy i cashback',
        '<p>Wszystkie promocje znajdziesz w <b>centrum nagród</b>. Tam też odbierzesz przyznane nagrody; cashback jest naliczany od twoich ważnych zakładów.</p>',
      ],
      [
        'Odpowiedzialna gra',
        `<p>Graj dla przyjemności, ustalaj limity i rób przerwy. Osoby poniżej ${age} lat nie mogą grać w ${brand}.</p><ul><li>Nigdy nie próbuj odgrywać się za przegrane.</li><li>W każdej chwili możesz poprosić obsługę klienta o zawieszenie konta.</li></ul>`,
      ],
    ],
    agreement: [
      'Regulamin',
      `<h3>1. Akceptacja</h3><p>Zakładając konto w ${brand}, akceptujesz niniejszy regulamin.</p><h3>2. Uprawnienia do gry</h3><p>Musisz być osobą pełnoletnią i grać wyłącznie tam, gdzie jest to prawnie dozwolone.</p><h3>3. Twoje konto</h3><p>Każda osoba może posiadać tylko jedno konto. Zachowaj w tajemnicy hasło i hasło płatnicze; ponosisz odpowiedzialność za wszelkie działania na swoim koncie.</p><h3>4. Wpłaty i wypłaty</h3><p>Środki mogą być przekazywane wyłącznie z kont i na konta prowadzone na twoje nazwisko. Przed wypłatą możemy poprosić o weryfikację tożsamości.</p><h3>5. Uczciwa gra</h3><p>Nadużywanie bonusów, zmowa i oszustwo skutkują zamknięciem konta i utratą wygranych.</p><h3>6. Zmiany regulaminu</h3><p>Możemy zmieniać niniejszy regulamin; obowiązuje wersja opublikowana na tej stronie.</p>`,
    ],
    notices: [
      ['Nowa metoda płatności', '<p>Natychmiastowe wpłaty kodem QR są teraz dostępne 24/7.</p>'],
      [
        'Planowana przerwa techniczna',
        '<p>W niedzielę od 02:00 do 04:00 niektóre gry będą niedostępne.</p>',
      ],
    ],
    demoMail: [
      'Wpłata nie została zaksięgowana',
      'Dzień dobry, moja poranna wpłata nadal nie pojawiła się na saldzie. Możecie to sprawdzić?',
      'Dzień dobry! Twoja wpłata została zaksięgowana. Dziękujemy za cierpliwość.',
    ],
    demoFeedback: [
      'Dodajcie, proszę, więcej stołów w kasynie na żywo wieczorami.',
      'Dziękujemy! Od przyszłego tygodnia od 18:00 będzie otwartych więcej stołów.',
    ],
  }),
  demo: {
    bannerWelcome: 'Bonus powitalny 100%',
    bannerDeposit: 'Codzienna nagroda za wpłatę',
    bannerRegister: 'Rejestracja w minutę',
    marquee: [
      'Przerwa techniczna u dostawcy PG w niedzielę, 02:00-04:00.',
      'Nowe gry co tydzień: ponad 600 gier do wyboru!',
    ],
    popupGuest: [
      'Dołącz już dziś',
      '<p>Zarejestruj się teraz i odbierz <b>bonus powitalny</b>.</p><p><a href="/m/register">Zarejestruj się</a></p>',
    ],
    popupMember: [
      'Weekendowa nagroda',
      '<p>Odbierz weekendową nagrodę w <a href="/m/rewardCenter">centrum nagród</a>.</p>',
    ],
    popupFirstLogin: [
      'Witamy na pokładzie',
      '<p>Dzięki, że jesteś z nami! Twoja pierwsza wpłata zostanie <a href="/m/voucherCenter">podwojona</a>.</p>',
    ],
    notice: [
      'Odpowiedzialna gra',
      '<p>Graj odpowiedzialnie. Ustaw swoje limity w sekcji Bezpieczeństwo.</p>',
    ],
    agentNotices: [
      'Nowa tabela dochodu agenta',
      'Aktualizacja raportów zespołu',
      'Spotkanie agentów w piątek',
    ],
    inbox: [
      'Witamy w klubie',
      'Twój bonus jest gotowy',
      'Wskazówka bezpieczeństwa: nigdy nikomu nie podawaj hasła',
    ],
  },
  demoGame: {
    back: 'Wróć na stronę',
    balance: 'Saldo',
    bet: 'Zakład',
    spin: 'Zakręć',
    deal: 'Rozdaj',
    place: 'Postaw zakład',
    win: 'Wygrywasz {0}',
    lose: 'Tym razem bez wygranej',
    insufficient: 'Niewystarczające saldo',
    expired: 'Sesja gry wygasła. Wróć na stronę i otwórz grę ponownie.',
    badBet: 'Wybierz prawidłową kwotę zakładu',
    pick: 'Najpierw dokonaj wyboru',
    error: 'Coś poszło nie tak, spróbuj ponownie',
    loading: 'Ładowanie…',
    paytable: 'Tabela wypłat',
    pays: 'wypłata',
    lineBet: '5 linii, zakład jest dzielony między nie',
    dragon: 'Smok',
    tiger: 'Tygrys',
    tie: 'Remis',
    tieRule: 'W razie remisu zakłady na Smoka i Tygrysa otrzymują zwrot połowy stawki.',
    odds: 'Kurs',
    result: 'Wynik: {0}',
  },
  promotions: {
    welcome: {
      title: 'Bonus powitalny',
      summary: 'Bonus dla każdego nowego gracza czeka w centrum nagród.',
      content:
        '<p>Witamy na pokładzie! Każdy nowy gracz otrzymuje <b>bonus powitalny</b>.</p><ul><li>Otwórz centrum nagród i odbierz go.</li><li>Jeden bonus na gracza.</li></ul>',
    },
    'first-deposit': {
      title: 'Bonus od pierwszej wpłaty',
      summary: 'Zgłoś swoją pierwszą wpłatę i odbierz bonus.',
      content:
        '<h3>Bonus od pierwszej wpłaty</h3><ul><li>Dokonaj pierwszej wpłaty w czasie trwania promocji.</li><li>Wyślij zgłoszenie z komentarzem i zrzutem ekranu płatności (PNG lub JPG, maks. 3).</li><li>Nasz zespół rozpatruje każde zgłoszenie w ciągu 24 godzin.</li></ul>',
    },
    'daily-deposit': {
      title: 'Codzienna nagroda za wpłatę',
      summary: 'Wpłacaj codziennie i odbieraj nagrodę.',
      content:
        '<p>Dokonaj wpłaty w dowolnym dniu promocji i zgłoś się po <b>codzienną nagrodę</b>.</p>',
    },
    mission: {
      title: 'Wyzwanie obrotu',
      summary: 'Dołącz, graj i pnij się w rankingu: najlepsza dziesiątka zdobywa nagrody.',
      content:
        '<p>Dołącz do wyzwania; każdy zakład w naszych grach liczy się do postępu.</p><ul><li>Ranking według obrotu w okresie wyzwania.</li><li>Nagrody za 10 pierwszych miejsc.</li></ul>',
    },
    'lucky-bet': {
      title: 'Szczęśliwy zakład',
      summary: 'Wygrana kwota ze szczęśliwymi cyframi? Wyślij nam zrzut ekranu.',
      content:
        '<p>Wygraj kwotę kończącą się na <b>88</b> lub <b>77</b> i wyślij zgłoszenie ze zrzutem ekranu.</p>',
    },
    'daily-sign-in': {
      title: 'Codzienne zameldowanie',
      summary: 'Melduj się codziennie: im dłuższa seria, tym większa nagroda.',
      content:
        '<p>Melduj się raz dziennie na <a href="/m/activity/signIn">stronie zameldowania</a>; 7. dzień daje najwięcej.</p>',
    },
    raffle: {
      title: 'Comiesięczne losowanie nagród',
      summary: 'Zapisz się teraz: losowanie już wkrótce.',
      content: '<p>Każdy gracz, który dołączy, bierze udział w comiesięcznym losowaniu nagród.</p>',
    },
    'rank-salary': {
      title: 'Pensja VIP',
      summary: 'Miesięczna pensja dla każdego poziomu VIP.',
      content:
        '<p>Gracze VIP otrzymują miesięczną pensję zależną od poziomu; szczegóły znajdziesz na stronie Korzyści VIP.</p>',
    },
    'second-deposit': {
      title: 'Bonus od drugiej wpłaty',
      summary: 'Zakończona: dziękujemy za udział.',
      content: '<p>Ta promocja się zakończyła.</p>',
    },
  },
};
