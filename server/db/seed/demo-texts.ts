/** Seeded announcement and inbox texts, in each demo tenant's default language (English fallback). */
export interface DemoTexts {
  bannerWelcome: string;
  bannerDeposit: string;
  bannerRegister: string;
  marquee: [string, string];
  popupGuest: [string, string];
  popupMember: [string, string];
  popupFirstLogin: [string, string];
  notice: [string, string];
  agentNotices: [string, string, string];
  inbox: [string, string, string];
}

const en: DemoTexts = {
  bannerWelcome: 'Welcome bonus 100%',
  bannerDeposit: 'Daily deposit reward',
  bannerRegister: 'Register in one minute',
  marquee: [
    'Maintenance of vendor PG on Sunday 02:00-04:00.',
    'New games every week: over 600 games to play!',
  ],
  popupGuest: [
    'Join today',
    '<p>Register now and get a <b>welcome bonus</b>.</p><p><a href="/m/register">Register</a></p>',
  ],
  popupMember: [
    'Weekend reward',
    '<p>Claim your weekend reward in the <a href="/m/rewardCenter">reward centre</a>.</p>',
  ],
  popupFirstLogin: [
    'Welcome aboard',
    '<p>Thanks for joining! Your first deposit is <a href="/m/voucherCenter">doubled</a>.</p>',
  ],
  notice: [
    'Responsible gaming',
    '<p>Play responsibly. Set your limits in the security centre.</p>',
  ],
  agentNotices: ['New commission table', 'Team report update', 'Agent meeting on Friday'],
  inbox: ['Welcome to the club', 'Your bonus is ready', 'Security tip: never share your password'],
};

const pt: DemoTexts = {
  bannerWelcome: 'Bônus de boas-vindas 100%',
  bannerDeposit: 'Recompensa diária de depósito',
  bannerRegister: 'Cadastre-se em um minuto',
  marquee: [
    'Manutenção do fornecedor PG no domingo 02:00-04:00.',
    'Jogos novos toda semana: mais de 600 jogos!',
  ],
  popupGuest: [
    'Junte-se hoje',
    '<p>Cadastre-se agora e ganhe um <b>bônus de boas-vindas</b>.</p><p><a href="/m/register">Cadastrar</a></p>',
  ],
  popupMember: [
    'Recompensa de fim de semana',
    '<p>Resgate sua recompensa no <a href="/m/rewardCenter">centro de recompensas</a>.</p>',
  ],
  popupFirstLogin: [
    'Bem-vindo',
    '<p>Obrigado por se juntar! Seu primeiro <a href="/m/voucherCenter">depósito</a> vale o dobro.</p>',
  ],
  notice: [
    'Jogo responsável',
    '<p>Jogue com responsabilidade. Defina seus limites no centro de segurança.</p>',
  ],
  agentNotices: [
    'Nova tabela de comissões',
    'Atualização do relatório da equipe',
    'Reunião de agentes na sexta',
  ],
  inbox: [
    'Bem-vindo ao clube',
    'Seu bônus está pronto',
    'Dica de segurança: nunca compartilhe sua senha',
  ],
};

const fil: DemoTexts = {
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
};

const TEXTS: Record<string, DemoTexts> = { en, pt, fil };

export function demoTexts(language: string): DemoTexts {
  return TEXTS[language] ?? en;
}
