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
};
