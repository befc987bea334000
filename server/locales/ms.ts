import type { ServerTexts } from './types';

/** What the reference server writes and seeds for players, in Malay. */
export const ms: ServerTexts = {
  system: {
    welcome: (brand) => [
      [
        `Selamat datang ke ${brand}`,
        `<p>Akaun anda sudah sedia. Buat tambah nilai pertama anda di <a href="/m/voucherCenter">halaman tambah nilai</a> dan nikmati lebih 600 permainan.</p>`,
      ],
      [
        'Pastikan akaun anda selamat',
        '<p>Jangan sekali-kali berkongsi kata laluan atau kata laluan transaksi anda. Tetapkan kata laluan transaksi di <a href="/m/securityCenter">pusat keselamatan</a>.</p>',
      ],
    ],
    autoReplyBody: (ticket) =>
      `Terima kasih kerana menghubungi kami. Nombor tiket anda ialah #${ticket}. Khidmat pelanggan akan membalas dalam tempoh 24 jam; untuk urusan segera, sila gunakan sembang langsung.`,
    feedbackReply:
      'Terima kasih atas cadangan anda! Kami telah memanjangkannya kepada pasukan produk kami.',
  },
  content: (brand, age) => ({
    help: [
      [
        'Bagaimanakah cara mendaftar?',
        `<p>Ketik <b>Daftar</b>, pilih nama pengguna dan kata laluan (atau gunakan nombor telefon bimbit anda) dan terima terma. Akaun ${brand} anda sedia serta-merta.</p>`,
      ],
      [
        'Bagaimanakah cara tambah nilai?',
        '<p>Buka <b>Tambah nilai</b>, pilih kaedah (pindahan bank, e-dompet atau QR), masukkan amaun dalam had yang ditunjukkan dan lengkapkan pembayaran. Baki dikemas kini apabila pembayaran diluluskan.</p>',
      ],
      [
        'Bagaimanakah cara membuat pengeluaran?',
        '<p>Tambah akaun bank di <b>Pengeluaran</b>, tetapkan kata laluan transaksi di pusat keselamatan, masukkan amaun dan sahkan. Pengeluaran akan disemak dan biasanya dibayar dalam tempoh 30 minit.</p>',
      ],
      [
        'Bonus dan rebat',
        '<p>Semua promosi disenaraikan di <b>pusat ganjaran</b>. Tuntut ganjaran yang telah diberikan di sana; rebat dibayar berdasarkan taruhan sah anda.</p>',
      ],
      [
        'Permainan bertanggungjawab',
        `<p>Bermain untuk keseronokan, tetapkan had dan berehat secukupnya. Pemain di bawah umur ${age} tahun tidak dibenarkan bermain di ${brand}.</p><ul><li>Jangan sekali-kali cuba mengejar kekalahan.</li><li>Minta khidmat pelanggan menggantung akaun anda pada bila-bila masa.</li></ul>`,
      ],
    ],
    agreement: [
      'Perjanjian pengguna',
      `<h3>1. Penerimaan</h3><p>Dengan membuka akaun di ${brand}, anda menerima terma dan syarat ini.</p><h3>2. Kelayakan</h3><p>Anda mestilah telah mencapai umur yang sah di sisi undang-undang dan hanya bermain di tempat yang dibenarkan.</p><h3>3. Akaun anda</h3><p>Satu akaun bagi setiap individu. Anda hendaklah merahsiakan kata laluan dan kata laluan transaksi anda; anda bertanggungjawab atas semua aktiviti dalam akaun anda.</p><h3>4. Tambah nilai dan pengeluaran</h3><p>Wang hanya boleh dipindahkan ke dan dari akaun atas nama anda sendiri. Kami boleh meminta pengesahan identiti sebelum sesuatu pengeluaran diproses.</p><h3>5. Permainan adil</h3><p>Penyalahgunaan bonus, pakatan sulit dan penipuan akan menyebabkan akaun ditutup dan kemenangan dilucuthakkan.</p><h3>6. Perubahan</h3><p>Kami boleh mengemas kini terma ini dari semasa ke semasa; versi di halaman ini yang terpakai.</p>`,
    ],
    notices: [
      ['Kaedah pembayaran baharu', '<p>Tambah nilai QR segera kini tersedia 24/7.</p>'],
      [
        'Penyelenggaraan berjadual',
        '<p>Sesetengah permainan tidak tersedia pada hari Ahad dari 02:00 hingga 04:00.</p>',
      ],
    ],
    demoMail: [
      'Tambah nilai belum dikreditkan',
      'Helo, tambah nilai saya pagi tadi masih belum masuk ke baki. Boleh tolong semak?',
      'Helo! Tambah nilai anda telah dikreditkan. Terima kasih atas kesabaran anda.',
    ],
    demoFeedback: [
      'Sila tambah lebih banyak meja kasino langsung pada waktu malam.',
      'Terima kasih! Mulai minggu depan, lebih banyak meja dibuka dari 18:00.',
    ],
  }),
  demo: {
    bannerWelcome: 'Bonus alu-aluan 100%',
    bannerDeposit: 'Ganjaran tambah nilai harian',
    bannerRegister: 'Daftar dalam satu minit',
    marquee: [
      'Penyelenggaraan penyedia PG pada hari Ahad 02:00-04:00.',
      'Permainan baharu setiap minggu: lebih 600 permainan untuk dimainkan!',
    ],
    popupGuest: [
      'Sertai hari ini',
      '<p>Daftar sekarang dan dapatkan <b>bonus alu-aluan</b>.</p><p><a href="/m/register">Daftar</a></p>',
    ],
    popupMember: [
      'Ganjaran hujung minggu',
      '<p>Tuntut ganjaran hujung minggu anda di <a href="/m/rewardCenter">pusat ganjaran</a>.</p>',
    ],
    popupFirstLogin: [
      'Selamat datang',
      '<p>Terima kasih kerana menyertai kami! Tambah nilai pertama anda akan <a href="/m/voucherCenter">digandakan</a>.</p>',
    ],
    notice: [
      'Permainan bertanggungjawab',
      '<p>Bermain secara bertanggungjawab. Tetapkan had anda di pusat keselamatan.</p>',
    ],
    agentNotices: [
      'Jadual pendapatan ejen baharu',
      'Kemas kini laporan pasukan',
      'Mesyuarat ejen pada hari Jumaat',
    ],
    inbox: [
      'Selamat datang ke kelab',
      'Bonus anda sudah sedia',
      'Petua keselamatan: jangan sekali-kali berkongsi kata laluan anda',
    ],
  },
  demoGame: {
    back: 'Kembali ke laman',
    balance: 'Baki',
    bet: 'Taruhan',
    spin: 'Putar',
    deal: 'Agih kad',
    place: 'Pasang taruhan',
    win: 'Anda menang {0}',
    lose: 'Tiada kemenangan kali ini',
    insufficient: 'Baki tidak mencukupi',
    expired:
      'Sesi permainan ini telah tamat tempoh. Sila kembali ke laman dan buka permainan sekali lagi.',
    badBet: 'Pilih taruhan yang sah',
    pick: 'Buat pilihan anda dahulu',
    error: 'Berlaku ralat, sila cuba lagi',
    loading: 'Memuatkan…',
    paytable: 'Jadual bayaran',
    pays: 'bayar',
    lineBet: '5 garisan, taruhan dibahagikan sama rata antara garisan',
    dragon: 'Naga',
    tiger: 'Harimau',
    tie: 'Seri',
    tieRule: 'Jika keputusan seri, taruhan Naga dan Harimau dipulangkan separuh.',
    odds: 'Kadar bayaran',
    result: 'Keputusan: {0}',
  },
  promotions: {
    welcome: {
      title: 'Bonus alu-aluan',
      summary: 'Bonus untuk setiap ahli baharu, menanti anda di pusat ganjaran.',
      content:
        '<p>Selamat datang! Setiap ahli baharu menerima <b>bonus alu-aluan</b>.</p><ul><li>Buka pusat ganjaran dan tuntut bonus anda.</li><li>Satu bonus bagi setiap ahli.</li></ul>',
    },
    'first-deposit': {
      title: 'Bonus tambah nilai pertama',
      summary: 'Maklumkan tambah nilai pertama anda dan dapatkan bonus.',
      content:
        '<h3>Bonus tambah nilai pertama</h3><ul><li>Buat tambah nilai pertama anda dalam tempoh promosi.</li><li>Mohon dengan ulasan dan tangkapan skrin pembayaran (PNG atau JPG, maksimum 3).</li><li>Pasukan kami menyemak setiap permohonan dalam tempoh 24 jam.</li></ul>',
    },
    'daily-deposit': {
      title: 'Ganjaran tambah nilai harian',
      summary: 'Tambah nilai setiap hari dan kumpul ganjaran.',
      content:
        '<p>Tambah nilai pada mana-mana hari dalam tempoh promosi dan mohon <b>ganjaran harian</b>.</p>',
    },
    mission: {
      title: 'Misi jumlah taruhan',
      summary: 'Sertai, bermain dan naik papan kedudukan: 10 teratas memenangi hadiah.',
      content:
        '<p>Sertai misi; setiap taruhan dalam permainan kami dikira sebagai kemajuan.</p><ul><li>Kedudukan mengikut jumlah taruhan dalam tempoh misi.</li><li>Hadiah untuk 10 tempat pertama.</li></ul>',
    },
    'lucky-bet': {
      title: 'Taruhan bertuah',
      summary: 'Menang dengan nombor bertuah dalam amaun? Hantar tangkapan skrin kepada kami.',
      content:
        '<p>Menang dengan amaun yang berakhir dengan <b>88</b> atau <b>77</b> dan mohon bersama tangkapan skrin.</p>',
    },
    'daily-sign-in': {
      title: 'Daftar masuk harian',
      summary: 'Daftar masuk setiap hari: lebih lama berturut-turut, lebih besar ganjarannya.',
      content:
        '<p>Daftar masuk sekali sehari di <a href="/m/activity/signIn">halaman daftar masuk</a>; hari ke-7 memberi ganjaran tertinggi.</p>',
    },
    raffle: {
      title: 'Cabutan bertuah bulanan',
      summary: 'Daftar sekarang: cabutan akan dibuka tidak lama lagi.',
      content:
        '<p>Setiap ahli yang menyertai akan mengambil bahagian dalam cabutan bertuah bulanan.</p>',
    },
    'rank-salary': {
      title: 'Gaji tahap VIP',
      summary: 'Gaji bulanan untuk setiap tahap VIP.',
      content: '<p>Ahli VIP menerima gaji bulanan mengikut tahap; lihat halaman faedah VIP.</p>',
    },
    'second-deposit': {
      title: 'Bonus tambah nilai kedua',
      summary: 'Telah tamat: terima kasih kerana menyertai.',
      content: '<p>Promosi ini telah tamat.</p>',
    },
  },
};
