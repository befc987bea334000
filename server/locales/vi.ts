import type { ServerTexts } from './types';

/** What the reference server writes and seeds for players, in Vietnamese. */
export const vi: ServerTexts = {
  system: {
    welcome: (brand) => [
      [
        `Chào mừng bạn đến với ${brand}`,
        `<p>Tài khoản của bạn đã sẵn sàng. Hãy nạp tiền lần đầu tại <a href="/m/voucherCenter">trang nạp tiền</a> và tận hưởng hơn 600 trò chơi.</p>`,
      ],
      [
        'Giữ an toàn cho tài khoản',
        '<p>Tuyệt đối không chia sẻ mật khẩu hoặc mật khẩu giao dịch. Hãy đặt mật khẩu giao dịch tại <a href="/m/securityCenter">Trung tâm bảo mật</a>.</p>',
      ],
    ],
    autoReplyBody: (ticket) =>
      `Cảm ơn bạn đã liên hệ với chúng tôi. Mã yêu cầu hỗ trợ của bạn là #${ticket}. CSKH sẽ phản hồi trong vòng 24 giờ; với vấn đề khẩn cấp, vui lòng dùng chat trực tuyến.`,
    feedbackReply:
      'Cảm ơn góp ý của bạn! Chúng tôi đã chuyển góp ý này đến đội ngũ phát triển sản phẩm.',
  },
  content: (brand, age) => ({
    help: [
      [
        'Làm thế nào để đăng ký?',
        `<p>Chạm vào <b>Đăng ký</b>, chọn tên đăng nhập và mật khẩu (hoặc dùng số điện thoại) rồi chấp nhận điều khoản. Tài khoản ${brand} của bạn sẽ sẵn sàng ngay lập tức.</p>`,
      ],
      [
        'Làm thế nào để nạp tiền?',
        '<p>Mở <b>Nạp tiền</b>, chọn phương thức (chuyển khoản ngân hàng, ví điện tử hoặc QR), nhập số tiền trong hạn mức hiển thị và hoàn tất thanh toán. Số dư sẽ được cập nhật khi thanh toán được duyệt.</p>',
      ],
      [
        'Làm thế nào để rút tiền?',
        '<p>Thêm tài khoản ngân hàng trong mục <b>Rút tiền</b>, đặt mật khẩu giao dịch tại Trung tâm bảo mật, nhập số tiền và xác nhận. Lệnh rút tiền sẽ được xét duyệt và thường được chi trả trong vòng 30 phút.</p>',
      ],
      [
        'Thưởng và hoàn trả',
        '<p>Các khuyến mãi được liệt kê tại <b>Trung tâm phần thưởng</b>. Hãy nhận các phần thưởng đã phát tại đó; tiền hoàn trả được chi trả dựa trên cược hợp lệ của bạn.</p>',
      ],
      [
        'Chơi có trách nhiệm',
        `<p>Hãy chơi để giải trí, đặt giới hạn và nghỉ ngơi hợp lý. Người chơi dưới ${age} tuổi không được phép chơi tại ${brand}.</p><ul><li>Đừng bao giờ cố gỡ lại số tiền đã thua.</li><li>Bạn có thể yêu cầu CSKH tạm khóa tài khoản bất cứ lúc nào.</li></ul>`,
      ],
    ],
    agreement: [
      'Thỏa thuận người dùng',
      `<h3>1. Chấp nhận điều khoản</h3><p>Khi mở tài khoản tại ${brand}, bạn đồng ý với các điều khoản này.</p><h3>2. Điều kiện tham gia</h3><p>Bạn phải đủ tuổi theo quy định của pháp luật và chỉ được chơi tại nơi pháp luật cho phép.</p><h3>3. Tài khoản của bạn</h3><p>Mỗi người chỉ được sở hữu một tài khoản. Bạn phải giữ bí mật mật khẩu và mật khẩu giao dịch; bạn chịu trách nhiệm đối với mọi hoạt động trên tài khoản của mình.</p><h3>4. Nạp tiền và rút tiền</h3><p>Tiền chỉ được chuyển đến và từ các tài khoản đứng tên chính bạn. Chúng tôi có thể yêu cầu xác minh danh tính trước khi xử lý lệnh rút tiền.</p><h3>5. Chơi công bằng</h3><p>Hành vi lạm dụng tiền thưởng, thông đồng và gian lận sẽ dẫn đến việc đóng tài khoản và tịch thu tiền thắng.</p><h3>6. Sửa đổi</h3><p>Chúng tôi có thể cập nhật các điều khoản này; phiên bản được đăng trên trang này sẽ được áp dụng.</p>`,
    ],
    notices: [
      ['Phương thức thanh toán mới', '<p>Nạp tiền tức thì qua QR hiện đã khả dụng 24/7.</p>'],
      ['Lịch bảo trì', '<p>Một số trò chơi sẽ tạm ngưng vào Chủ nhật từ 02:00 đến 04:00.</p>'],
    ],
    demoMail: [
      'Tiền nạp chưa được cộng',
      'Xin chào, khoản nạp sáng nay của tôi vẫn chưa vào số dư. Bạn kiểm tra giúp tôi được không?',
      'Xin chào! Khoản nạp của bạn đã được cộng vào số dư. Cảm ơn bạn đã kiên nhẫn chờ đợi.',
    ],
    demoFeedback: [
      'Vui lòng mở thêm bàn Casino trực tiếp vào buổi tối.',
      'Cảm ơn bạn! Từ tuần sau sẽ có thêm bàn mở từ 18:00.',
    ],
  }),
  demo: {
    bannerWelcome: 'Thưởng chào mừng 100%',
    bannerDeposit: 'Thưởng nạp tiền hằng ngày',
    bannerRegister: 'Đăng ký chỉ trong một phút',
    marquee: [
      'Nhà cung cấp PG bảo trì vào Chủ nhật 02:00-04:00.',
      'Trò chơi mới mỗi tuần: hơn 600 trò chơi đang chờ bạn!',
    ],
    popupGuest: [
      'Tham gia ngay hôm nay',
      '<p>Đăng ký ngay để nhận <b>thưởng chào mừng</b>.</p><p><a href="/m/register">Đăng ký</a></p>',
    ],
    popupMember: [
      'Thưởng cuối tuần',
      '<p>Nhận thưởng cuối tuần của bạn tại <a href="/m/rewardCenter">Trung tâm phần thưởng</a>.</p>',
    ],
    popupFirstLogin: [
      'Chào mừng bạn',
      '<p>Cảm ơn bạn đã tham gia! Lần nạp đầu tiên của bạn sẽ được <a href="/m/voucherCenter">nhân đôi</a>.</p>',
    ],
    notice: [
      'Chơi có trách nhiệm',
      '<p>Hãy chơi có trách nhiệm. Đặt giới hạn của bạn tại Trung tâm bảo mật.</p>',
    ],
    agentNotices: [
      'Bảng tỷ lệ thu nhập đại lý mới',
      'Cập nhật báo cáo đội nhóm',
      'Họp đại lý vào thứ Sáu',
    ],
    inbox: [
      'Chào mừng bạn đến với câu lạc bộ',
      'Tiền thưởng của bạn đã sẵn sàng',
      'Mẹo bảo mật: tuyệt đối không chia sẻ mật khẩu',
    ],
  },
  demoGame: {
    back: 'Quay lại trang',
    balance: 'Số dư',
    bet: 'Cược',
    spin: 'Quay',
    deal: 'Chia bài',
    place: 'Đặt cược',
    win: 'Bạn thắng {0}',
    lose: 'Lần này chưa trúng',
    insufficient: 'Số dư không đủ',
    expired: 'Phiên chơi này đã hết hạn. Vui lòng quay lại trang và mở lại trò chơi.',
    badBet: 'Vui lòng chọn mức cược hợp lệ',
    pick: 'Vui lòng chọn cửa cược trước',
    error: 'Đã xảy ra lỗi, vui lòng thử lại',
    loading: 'Đang tải…',
    paytable: 'Bảng trả thưởng',
    pays: 'trả',
    lineBet: '5 dòng, tiền cược được chia đều cho các dòng',
    dragon: 'Rồng',
    tiger: 'Hổ',
    tie: 'Hòa',
    tieRule: 'Khi hòa, cược Rồng và Hổ được hoàn lại một nửa.',
    odds: 'Tỷ lệ trả thưởng',
    result: 'Kết quả: {0}',
  },
  promotions: {
    welcome: {
      title: 'Thưởng chào mừng',
      summary: 'Tiền thưởng cho mọi thành viên mới, đang chờ bạn tại Trung tâm phần thưởng.',
      content:
        '<p>Chào mừng bạn! Mọi thành viên mới đều nhận được <b>thưởng chào mừng</b>.</p><ul><li>Mở Trung tâm phần thưởng và nhận thưởng.</li><li>Mỗi thành viên được nhận một lần.</li></ul>',
    },
    'first-deposit': {
      title: 'Thưởng nạp lần đầu',
      summary: 'Báo cho chúng tôi về lần nạp đầu tiên của bạn và nhận thưởng.',
      content:
        '<h3>Thưởng nạp lần đầu</h3><ul><li>Nạp tiền lần đầu trong thời gian khuyến mãi.</li><li>Đăng ký kèm ghi chú và ảnh chụp màn hình giao dịch (PNG hoặc JPG, tối đa 3 ảnh).</li><li>Đội ngũ của chúng tôi xét duyệt mỗi đơn trong vòng 24 giờ.</li></ul>',
    },
    'daily-deposit': {
      title: 'Thưởng nạp tiền hằng ngày',
      summary: 'Nạp tiền mỗi ngày để nhận thưởng.',
      content:
        '<p>Nạp tiền vào bất kỳ ngày nào trong thời gian khuyến mãi và đăng ký nhận <b>thưởng hằng ngày</b>.</p>',
    },
    mission: {
      title: 'Nhiệm vụ doanh thu cược',
      summary: 'Tham gia, chơi và leo Bảng xếp hạng: top 10 nhận giải thưởng.',
      content:
        '<p>Tham gia nhiệm vụ; mọi cược trong trò chơi của chúng tôi đều được tính vào tiến độ.</p><ul><li>Xếp hạng theo doanh thu cược trong thời gian nhiệm vụ.</li><li>Giải thưởng cho 10 vị trí dẫn đầu.</li></ul>',
    },
    'lucky-bet': {
      title: 'Cược may mắn',
      summary: 'Thắng với số tiền có số may mắn? Gửi ảnh chụp màn hình cho chúng tôi.',
      content:
        '<p>Thắng với số tiền kết thúc bằng <b>88</b> hoặc <b>77</b> và đăng ký kèm ảnh chụp màn hình.</p>',
    },
    'daily-sign-in': {
      title: 'Điểm danh hằng ngày',
      summary: 'Điểm danh mỗi ngày: chuỗi càng dài, thưởng càng lớn.',
      content:
        '<p>Điểm danh mỗi ngày một lần tại <a href="/m/activity/signIn">trang điểm danh</a>; ngày thứ 7 nhận thưởng cao nhất.</p>',
    },
    raffle: {
      title: 'Rút thăm hằng tháng',
      summary: 'Đăng ký ngay: đợt rút thăm sắp mở.',
      content:
        '<p>Mọi thành viên tham gia đều có mặt trong đợt rút thăm trúng thưởng hằng tháng.</p>',
    },
    'rank-salary': {
      title: 'Lương theo cấp VIP',
      summary: 'Lương hằng tháng cho mọi cấp VIP.',
      content: '<p>Thành viên VIP nhận lương hằng tháng theo cấp; xem trang Quyền lợi VIP.</p>',
    },
    'second-deposit': {
      title: 'Thưởng nạp lần hai',
      summary: 'Đã kết thúc: cảm ơn bạn đã tham gia.',
      content: '<p>Khuyến mãi này đã kết thúc.</p>',
    },
  },
};
