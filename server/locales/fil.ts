import type { ServerTexts } from './types';

/** What the reference server writes and seeds for players, in Filipino. */
export const fil: ServerTexts = {
  system: {
    welcome: (brand) => [
      [
        `Maligayang pagdating sa ${brand}`,
        `<p>Handa na ang iyong account. Gawin ang unang deposito sa <a href="/m/voucherCenter">pahina ng deposito</a> at maglaro ng higit 600 laro.</p>`,
      ],
      [
        'Panatilihing ligtas ang account',
        '<p>Huwag ibahagi ang password o payment password. Magtakda ng payment password sa <a href="/m/securityCenter">security center</a>.</p>',
      ],
    ],
    autoReplyBody: (ticket) =>
      `Salamat sa iyong mensahe. Ang ticket number mo ay #${ticket}. Sumasagot ang customer service sa loob ng 24 oras; gamitin ang live chat kung apurahan.`,
    feedbackReply: 'Salamat sa iyong mungkahi! Ipinasa na namin ito sa aming product team.',
  },
  content: (brand, age) => ({
    help: [
      [
        'Paano mag-register?',
        `<p>I-tap ang <b>Register</b>, pumili ng username at password (o gamitin ang mobile number) at tanggapin ang mga tuntunin. Handa agad ang iyong ${brand} account.</p>`,
      ],
      [
        'Paano mag-deposito?',
        '<p>Buksan ang <b>Deposito</b>, pumili ng channel (bank transfer, e-wallet o QR), ilagay ang halaga ayon sa limitasyon at tapusin ang bayad. Maa-update ang balanse kapag naaprubahan ang bayad.</p>',
      ],
      [
        'Paano mag-withdraw?',
        '<p>Magdagdag ng bank card sa <b>Withdraw</b>, magtakda ng payment password sa security center, ilagay ang halaga at kumpirmahin. Karaniwang naibibigay ang withdrawal sa loob ng 30 minuto.</p>',
      ],
      [
        'Mga bonus at rebate',
        '<p>Nasa <b>reward center</b> ang mga promo. Doon i-claim ang mga reward; ang rebate ay batay sa iyong mga valid na taya.</p>',
      ],
      [
        'Responsableng paglalaro',
        `<p>Maglaro para sa kasiyahan, magtakda ng limitasyon at magpahinga. Bawal maglaro sa ${brand} ang wala pang ${age} taong gulang.</p><ul><li>Huwag habulin ang talo.</li><li>Puwedeng ipahinto ang account sa customer service anumang oras.</li></ul>`,
      ],
    ],
    agreement: [
      'Kasunduan ng user',
      `<h3>1. Pagtanggap</h3><p>Sa pagbukas ng account sa ${brand}, tinatanggap mo ang mga tuntuning ito.</p><h3>2. Karapatan</h3><p>Dapat nasa legal na edad ka at maglaro lamang kung saan ito pinapayagan.</p><h3>3. Ang iyong account</h3><p>Isang account bawat tao. Ilihim ang password at payment password; ikaw ang mananagot sa lahat ng gawain sa account.</p><h3>4. Deposito at withdrawal</h3><p>Sa mga account lamang na nakapangalan sa iyo gagalaw ang pera. Maaaring humingi kami ng beripikasyon bago mag-withdraw.</p><h3>5. Patas na laro</h3><p>Ang pang-aabuso sa bonus, sabwatan at pandaraya ay magsasara ng account at magpapawalang-bisa sa panalo.</p><h3>6. Pagbabago</h3><p>Maaaring baguhin ang mga tuntunin; ang bersyon sa pahinang ito ang masusunod.</p>`,
    ],
    notices: [
      ['Bagong paraan ng pagbayad', '<p>Available na ang instant QR deposit 24/7.</p>'],
      [
        'Nakatakdang maintenance',
        '<p>Hindi magagamit ang ilang laro tuwing Linggo mula 02:00 hanggang 04:00.</p>',
      ],
    ],
    demoMail: [
      'Hindi pumasok ang deposito',
      'Hello, hindi pa pumapasok sa balanse ang deposito ko kaninang umaga. Pakitingnan po.',
      'Hello! Naipasok na ang iyong deposito. Salamat sa paghihintay.',
    ],
    demoFeedback: [
      'Sana dagdagan ang live casino tables tuwing gabi.',
      'Salamat! Mas maraming mesa ang bukas mula 18:00 simula sa susunod na linggo.',
    ],
  }),
  demo: {
    bannerWelcome: 'Welcome bonus na 100%',
    bannerDeposit: 'Pang-araw-araw na gantimpala sa deposito',
    bannerRegister: 'Magrehistro sa loob ng isang minuto',
    marquee: [
      'Maintenance ng PG sa Linggo 02:00-04:00.',
      'Bagong laro bawat linggo: higit 600 na laro!',
    ],
    popupGuest: [
      'Sumali ngayon',
      '<p>Magrehistro ngayon at kunin ang <b>welcome bonus</b>.</p><p><a href="/m/register">Magrehistro</a></p>',
    ],
    popupMember: [
      'Gantimpala sa weekend',
      '<p>Kunin ang gantimpala sa <a href="/m/rewardCenter">reward centre</a>.</p>',
    ],
    popupFirstLogin: [
      'Maligayang pagdating',
      '<p>Salamat sa pagsali! Doble ang una mong <a href="/m/voucherCenter">deposito</a>.</p>',
    ],
    notice: [
      'Responsableng paglalaro',
      '<p>Maglaro nang responsable. Itakda ang iyong limitasyon.</p>',
    ],
    agentNotices: [
      'Bagong talaan ng komisyon',
      'Update sa ulat ng koponan',
      'Pulong ng mga ahente sa Biyernes',
    ],
    inbox: [
      'Maligayang pagdating sa club',
      'Handa na ang iyong bonus',
      'Tip: huwag ibahagi ang iyong password',
    ],
  },
  demoGame: {
    back: 'Bumalik sa site',
    balance: 'Balanse',
    bet: 'Taya',
    spin: 'Paikutin',
    deal: 'Ibigay',
    place: 'Tumaya',
    win: 'Nanalo ka ng {0}',
    lose: 'Walang panalo ngayon',
    insufficient: 'Kulang ang balanse',
    expired: 'Nag-expire na ang session ng larong ito. Bumalik sa site at buksan muli ang laro.',
    badBet: 'Pumili ng tamang taya',
    pick: 'Pumili muna',
    error: 'May nangyaring mali, subukan muli',
    loading: 'Naglo-load…',
    paytable: 'Talaan ng bayad',
    pays: 'nagbabayad',
    lineBet: '5 linya, hinahati ang taya sa mga ito',
    dragon: 'Dragon',
    tiger: 'Tigre',
    tie: 'Tabla',
    tieRule: 'Kapag tabla, ibinabalik ang kalahati ng taya sa Dragon at Tigre.',
    odds: 'Odds',
    result: 'Resulta: {0}',
  },
  promotions: {
    welcome: {
      title: 'Bonus sa pagsali',
      summary: 'Bonus para sa bawat bagong miyembro, naghihintay sa reward center.',
      content:
        '<p>Maligayang pagdating! Bawat bagong miyembro ay may <b>bonus sa pagsali</b>.</p><ul><li>Buksan ang reward center at kunin ito.</li><li>Isang bonus bawat miyembro.</li></ul>',
    },
    'first-deposit': {
      title: 'Bonus sa unang deposito',
      summary: 'Ikuwento ang una mong deposito at makakuha ng bonus.',
      content:
        '<h3>Bonus sa unang deposito</h3><ul><li>Gawin ang unang deposito habang may promo.</li><li>Mag-apply na may komento at screenshot ng bayad (PNG o JPG, hanggang 3).</li><li>Sinusuri ng aming team ang bawat application sa loob ng 24 oras.</li></ul>',
    },
    'daily-deposit': {
      title: 'Pang-araw-araw na gantimpala sa deposito',
      summary: 'Magdeposito araw-araw at makakuha ng gantimpala.',
      content:
        '<p>Magdeposito sa kahit anong araw ng promo at mag-apply para sa <b>pang-araw-araw na gantimpala</b>.</p>',
    },
    mission: {
      title: 'Misyon sa taya',
      summary: 'Sumali, maglaro at umakyat sa leaderboard: may premyo ang nangungunang 10.',
      content:
        '<p>Sumali sa misyon; bawat taya sa aming mga laro ay binibilang na progreso.</p><ul><li>Ranggo ayon sa kabuuang taya sa panahon ng misyon.</li><li>May premyo ang unang 10 puwesto.</li></ul>',
    },
    'lucky-bet': {
      title: 'Suwerteng taya',
      summary: 'Nanalo ng halagang may suwerteng numero? Ipadala ang screenshot.',
      content:
        '<p>Manalo ng halagang nagtatapos sa <b>88</b> o <b>77</b> at mag-apply kasama ang screenshot.</p>',
    },
    'daily-sign-in': {
      title: 'Araw-araw na pag-check in',
      summary: 'Mag-check in araw-araw: mas mahabang sunod-sunod, mas malaking gantimpala.',
      content:
        '<p>Mag-check in isang beses sa isang araw sa <a href="/m/activity/signIn">pahina ng check-in</a>; pinakamalaki ang ika-7 araw.</p>',
    },
    raffle: {
      title: 'Buwanang raffle',
      summary: 'Mag-sign up na: magbubukas na ang bunutan.',
      content: '<p>Kasali sa buwanang bunutan ang bawat miyembrong sumali.</p>',
    },
    'rank-salary': {
      title: 'Sahod ng VIP',
      summary: 'Buwanang sahod para sa bawat antas ng VIP.',
      content:
        '<p>May buwanang sahod ang mga VIP ayon sa antas; tingnan ang pahina ng mga benepisyo ng VIP.</p>',
    },
    'second-deposit': {
      title: 'Bonus sa ikalawang deposito',
      summary: 'Tapos na: salamat sa pagsali.',
      content: '<p>Tapos na ang promong ito.</p>',
    },
  },
};
