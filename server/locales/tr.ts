import type { ServerTexts } from './types';

/** What the reference server writes and seeds for players, in Turkish. */
export const tr: ServerTexts = {
  system: {
    welcome: (brand) => [
      [
        `${brand} ailesine hoş geldiniz`,
        `<p>Hesabınız hazır. İlk yatırımınızı <a href="/m/voucherCenter">para yatırma sayfasında</a> yapın ve 600'den fazla oyunun keyfini çıkarın.</p>`,
      ],
      [
        'Hesabınızı güvende tutun',
        '<p>Şifrenizi veya ödeme şifrenizi asla kimseyle paylaşmayın. <a href="/m/securityCenter">Güvenlik merkezinden</a> bir ödeme şifresi belirleyin.</p>',
      ],
    ],
    autoReplyBody: (ticket) =>
      `Bize yazdığınız için teşekkür ederiz. Talep numaranız: #${ticket}. Müşteri hizmetleri 24 saat içinde yanıt verir; acil durumlar için canlı desteği kullanın.`,
    feedbackReply: 'Öneriniz için teşekkür ederiz! Önerinizi ürün ekibimize ilettik.',
  },
  content: (brand, age) => ({
    help: [
      [
        'Nasıl kayıt olurum?',
        `<p><b>Kayıt ol</b> düğmesine dokunun, bir kullanıcı adı ve şifre seçin (veya cep telefonu numaranızı kullanın) ve koşulları kabul edin. ${brand} hesabınız hemen hazır olur.</p>`,
      ],
      [
        'Nasıl para yatırırım?',
        '<p><b>Para yatır</b> sayfasını açın, bir ödeme yöntemi seçin (banka havalesi, e-cüzdan veya QR kod), gösterilen limitler dahilinde tutarı girin ve ödemeyi tamamlayın. Ödeme onaylandığında bakiyeniz güncellenir.</p>',
      ],
      [
        'Nasıl para çekerim?',
        '<p><b>Para çek</b> sayfasında banka kartınızı alıcı hesap olarak ekleyin, güvenlik merkezinden bir ödeme şifresi belirleyin, tutarı girin ve onaylayın. Çekimler incelenir ve genellikle 30 dakika içinde ödenir.</p>',
      ],
      [
        'Bonuslar ve geri ödemeler',
        '<p>Promosyonlar <b>ödül merkezinde</b> listelenir. Size verilen ödülleri oradan alın; geri ödemeler geçerli bahisleriniz üzerinden ödenir.</p>',
      ],
      [
        'Sorumlu oyun',
        `<p>Eğlence için oynayın, limit belirleyin ve ara verin. ${age} yaşından küçükler ${brand} sitesinde oynayamaz.</p><ul><li>Kayıplarınızı telafi etmek için asla bahsi büyütmeyin.</li><li>Dilediğiniz zaman müşteri hizmetlerinden hesabınızı askıya almalarını isteyebilirsiniz.</li></ul>`,
      ],
    ],
    agreement: [
      'Kullanıcı sözleşmesi',
      `<h3>1. Kabul</h3><p>${brand} platformunda hesap açarak işbu koşulları kabul etmiş sayılırsınız.</p><h3>2. Katılım şartları</h3><p>Yasal yaşı doldurmuş olmanız ve yalnızca buna izin verilen yerlerde oynamanız gerekir.</p><h3>3. Hesabınız</h3><p>Her kişi yalnızca bir hesap açabilir. Şifrenizi ve ödeme şifrenizi gizli tutmakla yükümlüsünüz; hesabınızda gerçekleşen tüm işlemlerden siz sorumlusunuz.</p><h3>4. Yatırımlar ve çekimler</h3><p>Para yalnızca kendi adınıza kayıtlı hesaplara ve bu hesaplardan aktarılır. Bir çekimden önce kimlik doğrulaması talep edebiliriz.</p><h3>5. Adil oyun</h3><p>Bonus istismarı, oyuncular arası gizli anlaşma ve dolandırıcılık, hesabın kapatılmasına ve kazançların iptal edilmesine yol açar.</p><h3>6. Değişiklikler</h3><p>Bu koşulları güncelleyebiliriz; bu sayfada yayımlanan sürüm geçerlidir.</p>`,
    ],
    notices: [
      ['Yeni ödeme yöntemi', '<p>QR kod ile anında yatırım artık 7/24 kullanılabilir.</p>'],
      [
        'Planlı bakım',
        '<p>Bazı oyunlar pazar günü 02:00 ile 04:00 arasında kullanılamayacaktır.</p>',
      ],
    ],
    demoMail: [
      'Yatırım hesaba geçmedi',
      'Merhaba, bu sabah yaptığım yatırım hâlâ bakiyeme yansımadı. Kontrol edebilir misiniz?',
      'Merhaba! Yatırımınız hesabınıza geçti. Sabrınız için teşekkür ederiz.',
    ],
    demoFeedback: [
      'Lütfen akşam saatlerinde daha fazla canlı casino masası açın.',
      "Teşekkürler! Önümüzdeki haftadan itibaren saat 18:00'den sonra daha fazla masa açık olacak.",
    ],
  }),
  demo: {
    bannerWelcome: '%100 hoş geldin bonusu',
    bannerDeposit: 'Günlük yatırım ödülü',
    bannerRegister: 'Bir dakikada kayıt olun',
    marquee: [
      'PG sağlayıcısı pazar günü 02:00-04:00 arasında bakımda olacak.',
      "Her hafta yeni oyunlar: 600'den fazla oyun sizi bekliyor!",
    ],
    popupGuest: [
      'Bugün aramıza katılın',
      '<p>Hemen kayıt olun ve <b>hoş geldin bonusu</b> kazanın.</p><p><a href="/m/register">Kayıt ol</a></p>',
    ],
    popupMember: [
      'Hafta sonu ödülü',
      '<p>Hafta sonu ödülünüzü <a href="/m/rewardCenter">ödül merkezinden</a> alın.</p>',
    ],
    popupFirstLogin: [
      'Aramıza hoş geldiniz',
      '<p>Katıldığınız için teşekkürler! İlk yatırımınız <a href="/m/voucherCenter">iki katına</a> çıkıyor.</p>',
    ],
    notice: [
      'Sorumlu oyun',
      '<p>Sorumlu oynayın. Limitlerinizi güvenlik merkezinden belirleyin.</p>',
    ],
    agentNotices: [
      'Yeni komisyon tablosu',
      'Ekip raporu güncellemesi',
      'Cuma günü bayi toplantısı',
    ],
    inbox: [
      'Kulübe hoş geldiniz',
      'Bonusunuz hazır',
      'Güvenlik ipucu: şifrenizi asla kimseyle paylaşmayın',
    ],
  },
  demoGame: {
    back: 'Siteye dön',
    balance: 'Bakiye',
    bet: 'Bahis',
    spin: 'Çevir',
    deal: 'Kart dağıt',
    place: 'Bahis yap',
    win: '{0} kazandınız',
    lose: 'Bu sefer kazanç yok',
    insufficient: 'Yetersiz bakiye',
    expired: 'Bu oyun oturumunun süresi doldu. Siteye dönüp oyunu yeniden açın.',
    badBet: 'Geçerli bir bahis seçin',
    pick: 'Önce bir seçim yapın',
    error: 'Bir sorun oluştu, tekrar deneyin',
    loading: 'Yükleniyor…',
    paytable: 'Ödeme tablosu',
    pays: 'öder',
    lineBet: '5 hat, bahis bunlara eşit bölünür',
    dragon: 'Ejderha',
    tiger: 'Kaplan',
    tie: 'Beraberlik',
    tieRule: 'Beraberlikte Ejderha ve Kaplan bahislerinin yarısı iade edilir.',
    odds: 'Oran',
    result: 'Sonuç: {0}',
  },
  promotions: {
    welcome: {
      title: 'Hoş geldin bonusu',
      summary: 'Her yeni üyeye ödül merkezinde bekleyen bir bonus.',
      content:
        '<p>Aramıza hoş geldiniz! Her yeni üye bir <b>hoş geldin bonusu</b> alır.</p><ul><li>Ödül merkezini açın ve bonusunuzu alın.</li><li>Üye başına bir bonus verilir.</li></ul>',
    },
    'first-deposit': {
      title: 'İlk yatırım bonusu',
      summary: 'İlk yatırımınızı bize bildirin, bonus kazanın.',
      content:
        '<h3>İlk yatırım bonusu</h3><ul><li>Promosyon süresince ilk yatırımınızı yapın.</li><li>Bir açıklama ve ödemenin ekran görüntüsüyle başvurun (PNG veya JPG, en fazla 3 adet).</li><li>Ekibimiz her başvuruyu 24 saat içinde inceler.</li></ul>',
    },
    'daily-deposit': {
      title: 'Günlük yatırım ödülü',
      summary: 'Her gün yatırım yapın, ödülünüzü toplayın.',
      content:
        '<p>Promosyonun herhangi bir gününde yatırım yapın ve <b>günlük ödül</b> için başvurun.</p>',
    },
    mission: {
      title: 'Çevrim görevi',
      summary: 'Katılın, oynayın ve sıralamada yükselin: ilk 10 oyuncu ödül kazanır.',
      content:
        '<p>Göreve katılın; oyunlarımızda yaptığınız her bahis ilerlemenize sayılır.</p><ul><li>Sıralama, görev süresindeki çevrime göre belirlenir.</li><li>İlk 10 sıraya ödül verilir.</li></ul>',
    },
    'lucky-bet': {
      title: 'Şanslı bahis',
      summary: 'Kazancınızın tutarında şanslı sayılar mı var? Ekran görüntüsünü bize gönderin.',
      content:
        '<p><b>88</b> veya <b>77</b> ile biten bir tutar kazanın ve ekran görüntüsüyle başvurun.</p>',
    },
    'daily-sign-in': {
      title: 'Günlük giriş',
      summary: 'Her gün giriş yapın: seriniz uzadıkça ödülünüz büyür.',
      content:
        '<p><a href="/m/activity/signIn">Günlük giriş sayfasında</a> günde bir kez giriş yapın; en büyük ödül 7. günde verilir.</p>',
    },
    raffle: {
      title: 'Aylık çekiliş',
      summary: 'Hemen katılın: çekiliş yakında başlıyor.',
      content: '<p>Katılan her üye aylık çekilişe dahil edilir.</p>',
    },
    'rank-salary': {
      title: 'VIP seviye maaşı',
      summary: 'Her VIP seviyesi için aylık maaş.',
      content:
        '<p>VIP üyeler seviyelerine göre aylık maaş alır; ayrıntılar için VIP avantajları sayfasına bakın.</p>',
    },
    'second-deposit': {
      title: 'İkinci yatırım bonusu',
      summary: 'Sona erdi: katılımınız için teşekkürler.',
      content: '<p>Bu promosyon sona erdi.</p>',
    },
  },
};
