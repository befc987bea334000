import type { ServerTexts } from './types';

/** What the reference server writes and seeds for players, in Indonesian. */
export const id: ServerTexts = {
  system: {
    welcome: (brand) => [
      [
        `Selamat datang di ${brand}`,
        `<p>Akun Anda sudah siap. Lakukan setoran pertama di <a href="/m/voucherCenter">halaman setoran</a> dan nikmati lebih dari 600 game.</p>`,
      ],
      [
        'Jaga keamanan akun Anda',
        '<p>Jangan pernah membagikan kata sandi atau kata sandi transaksi Anda. Buat kata sandi transaksi di <a href="/m/securityCenter">pusat keamanan</a>.</p>',
      ],
    ],
    autoReplyBody: (ticket) =>
      `Terima kasih telah menghubungi kami. Nomor tiket Anda adalah #${ticket}. Layanan pelanggan akan membalas dalam 24 jam; untuk urusan mendesak, silakan gunakan chat langsung.`,
    feedbackReply: 'Terima kasih atas saran Anda! Kami telah meneruskannya ke tim produk kami.',
  },
  content: (brand, age) => ({
    help: [
      [
        'Bagaimana cara mendaftar?',
        `<p>Ketuk <b>Daftar</b>, pilih nama pengguna dan kata sandi (atau gunakan nomor HP Anda), lalu setujui ketentuannya. Akun ${brand} Anda langsung siap digunakan.</p>`,
      ],
      [
        'Bagaimana cara setor?',
        '<p>Buka <b>Setor</b>, pilih metode pembayaran (transfer bank, dompet digital, atau QR), masukkan jumlah sesuai batas yang ditampilkan, lalu selesaikan pembayaran. Saldo akan diperbarui setelah pembayaran disetujui.</p>',
      ],
      [
        'Bagaimana cara tarik dana?',
        '<p>Tambahkan rekening bank di menu <b>Tarik dana</b>, buat kata sandi transaksi di pusat keamanan, masukkan jumlah, lalu konfirmasi. Penarikan akan ditinjau dan biasanya dibayarkan dalam 30 menit.</p>',
      ],
      [
        'Bonus dan rollingan',
        '<p>Semua promosi tercantum di <b>pusat hadiah</b>. Klaim hadiah yang sudah diberikan di sana; rollingan dibayarkan berdasarkan taruhan valid Anda.</p>',
      ],
      [
        'Bermain secara bertanggung jawab',
        `<p>Bermainlah untuk bersenang-senang, tetapkan batas, dan beristirahatlah secara teratur. Pemain berusia di bawah ${age} tahun tidak boleh bermain di ${brand}.</p><ul><li>Jangan pernah mengejar kekalahan.</li><li>Anda dapat meminta layanan pelanggan untuk menangguhkan akun Anda kapan saja.</li></ul>`,
      ],
    ],
    agreement: [
      'Perjanjian pengguna',
      `<h3>1. Penerimaan</h3><p>Dengan membuka akun di ${brand}, Anda menyetujui syarat dan ketentuan ini.</p><h3>2. Kelayakan</h3><p>Anda harus telah mencapai usia dewasa menurut hukum yang berlaku dan hanya boleh bermain di wilayah yang mengizinkannya.</p><h3>3. Akun Anda</h3><p>Setiap orang hanya boleh memiliki satu akun. Anda wajib merahasiakan kata sandi dan kata sandi transaksi Anda; Anda bertanggung jawab atas seluruh aktivitas pada akun Anda.</p><h3>4. Setoran dan penarikan</h3><p>Dana hanya dapat dikirim ke dan dari rekening atas nama Anda sendiri. Kami dapat meminta verifikasi identitas sebelum penarikan diproses.</p><h3>5. Permainan yang adil</h3><p>Penyalahgunaan bonus, kolusi, dan kecurangan akan mengakibatkan penutupan akun dan hangusnya kemenangan.</p><h3>6. Perubahan</h3><p>Kami dapat memperbarui ketentuan ini sewaktu-waktu; versi yang tercantum di halaman ini yang berlaku.</p>`,
    ],
    notices: [
      ['Metode pembayaran baru', '<p>Setoran QR instan kini tersedia 24/7.</p>'],
      [
        'Jadwal pemeliharaan',
        '<p>Beberapa game tidak tersedia pada hari Minggu pukul 02:00 sampai 04:00.</p>',
      ],
    ],
    demoMail: [
      'Setoran belum masuk',
      'Halo, setoran saya tadi pagi belum masuk ke saldo. Bisa tolong dicek?',
      'Halo! Setoran Anda sudah masuk ke saldo. Terima kasih atas kesabaran Anda.',
    ],
    demoFeedback: [
      'Tolong tambah meja kasino live di malam hari.',
      'Terima kasih! Mulai minggu depan, lebih banyak meja dibuka mulai pukul 18:00.',
    ],
  }),
  demo: {
    bannerWelcome: 'Bonus sambutan 100%',
    bannerDeposit: 'Hadiah setoran harian',
    bannerRegister: 'Daftar dalam satu menit',
    marquee: [
      'Pemeliharaan provider PG pada hari Minggu 02:00-04:00.',
      'Game baru setiap minggu: lebih dari 600 game untuk dimainkan!',
    ],
    popupGuest: [
      'Gabung hari ini',
      '<p>Daftar sekarang dan dapatkan <b>bonus sambutan</b>.</p><p><a href="/m/register">Daftar</a></p>',
    ],
    popupMember: [
      'Hadiah akhir pekan',
      '<p>Klaim hadiah akhir pekan Anda di <a href="/m/rewardCenter">pusat hadiah</a>.</p>',
    ],
    popupFirstLogin: [
      'Selamat bergabung',
      '<p>Terima kasih telah bergabung! Setoran pertama Anda akan <a href="/m/voucherCenter">digandakan</a>.</p>',
    ],
    notice: [
      'Bermain secara bertanggung jawab',
      '<p>Bermainlah secara bertanggung jawab. Tetapkan batas Anda di pusat keamanan.</p>',
    ],
    agentNotices: [
      'Tabel pendapatan agen baru',
      'Pembaruan laporan tim',
      'Rapat agen pada hari Jumat',
    ],
    inbox: [
      'Selamat datang di klub',
      'Bonus Anda sudah siap',
      'Tips keamanan: jangan pernah membagikan kata sandi Anda',
    ],
  },
  demoGame: {
    back: 'Kembali ke situs',
    balance: 'Saldo',
    bet: 'Taruhan',
    spin: 'Putar',
    deal: 'Bagikan kartu',
    place: 'Pasang taruhan',
    win: 'Anda menang {0}',
    lose: 'Belum menang kali ini',
    insufficient: 'Saldo tidak cukup',
    expired: 'Sesi game ini telah berakhir. Silakan kembali ke situs dan buka game lagi.',
    badBet: 'Pilih taruhan yang valid',
    pick: 'Tentukan pilihan Anda terlebih dahulu',
    error: 'Terjadi kesalahan, silakan coba lagi',
    loading: 'Memuat…',
    paytable: 'Tabel pembayaran',
    pays: 'bayar',
    lineBet: '5 garis, taruhan dibagi rata ke semua garis',
    dragon: 'Naga',
    tiger: 'Harimau',
    tie: 'Seri',
    tieRule: 'Jika hasilnya seri, taruhan Naga dan Harimau dikembalikan setengahnya.',
    odds: 'Odds',
    result: 'Hasil: {0}',
  },
  promotions: {
    welcome: {
      title: 'Bonus sambutan',
      summary: 'Bonus untuk setiap anggota baru, menunggu Anda di pusat hadiah.',
      content:
        '<p>Selamat bergabung! Setiap anggota baru menerima <b>bonus sambutan</b>.</p><ul><li>Buka pusat hadiah dan klaim bonusnya.</li><li>Satu bonus per anggota.</li></ul>',
    },
    'first-deposit': {
      title: 'Bonus setoran pertama',
      summary: 'Laporkan setoran pertama Anda dan dapatkan bonus.',
      content:
        '<h3>Bonus setoran pertama</h3><ul><li>Lakukan setoran pertama selama periode promosi.</li><li>Ajukan dengan komentar dan tangkapan layar pembayaran (PNG atau JPG, maksimal 3).</li><li>Tim kami meninjau setiap pengajuan dalam 24 jam.</li></ul>',
    },
    'daily-deposit': {
      title: 'Hadiah setoran harian',
      summary: 'Setor setiap hari dan kumpulkan hadiahnya.',
      content:
        '<p>Lakukan setoran pada hari apa pun selama promosi dan ajukan <b>hadiah harian</b>.</p>',
    },
    mission: {
      title: 'Misi total taruhan',
      summary: 'Ikuti, bermain, dan naiki papan peringkat: 10 besar memenangkan hadiah.',
      content:
        '<p>Ikuti misinya; setiap taruhan di game kami dihitung sebagai progres.</p><ul><li>Peringkat berdasarkan total taruhan selama periode misi.</li><li>Hadiah untuk 10 peringkat teratas.</li></ul>',
    },
    'lucky-bet': {
      title: 'Taruhan hoki',
      summary: 'Menang dengan angka hoki pada jumlahnya? Kirimkan tangkapan layarnya kepada kami.',
      content:
        '<p>Menangkan jumlah yang berakhiran <b>88</b> atau <b>77</b> dan ajukan dengan tangkapan layarnya.</p>',
    },
    'daily-sign-in': {
      title: 'Absen harian',
      summary: 'Absen setiap hari: makin panjang absen beruntun, makin besar hadiahnya.',
      content:
        '<p>Absen sekali sehari di <a href="/m/activity/signIn">halaman absen</a>; hari ke-7 memberi hadiah terbesar.</p>',
    },
    raffle: {
      title: 'Undian bulanan',
      summary: 'Daftar sekarang: undian segera dibuka.',
      content: '<p>Setiap anggota yang bergabung otomatis ikut serta dalam undian bulanan.</p>',
    },
    'rank-salary': {
      title: 'Gaji level VIP',
      summary: 'Gaji bulanan untuk setiap level VIP.',
      content:
        '<p>Anggota VIP menerima gaji bulanan sesuai level; lihat halaman keuntungan VIP.</p>',
    },
    'second-deposit': {
      title: 'Bonus setoran kedua',
      summary: 'Telah berakhir: terima kasih atas partisipasi Anda.',
      content: '<p>Promosi ini telah berakhir.</p>',
    },
  },
};
