import type { ServerTexts } from './types';

/** What the reference server writes and seeds for players, in Portuguese. */
export const pt: ServerTexts = {
  system: {
    welcome: (brand) => [
      [
        `Bem-vindo ao ${brand}`,
        `<p>Sua conta está pronta. Faça seu primeiro depósito na <a href="/m/voucherCenter">página de depósito</a> e aproveite mais de 600 jogos.</p>`,
      ],
      [
        'Mantenha sua conta segura',
        '<p>Nunca compartilhe sua senha ou senha de pagamento. Defina uma senha de pagamento na <a href="/m/securityCenter">central de segurança</a>.</p>',
      ],
    ],
    autoReplyBody: (ticket) =>
      `Obrigado por nos escrever. O número do seu chamado é #${ticket}. O atendimento responde em até 24 horas; para urgências use o chat ao vivo.`,
    feedbackReply: 'Obrigado pela sua sugestão! Ela foi encaminhada à nossa equipe de produto.',
  },
  content: (brand, age) => ({
    help: [
      [
        'Como me cadastro?',
        `<p>Toque em <b>Cadastrar</b>, escolha um usuário e uma senha (ou use seu celular) e aceite os termos. Sua conta ${brand} fica pronta na hora.</p>`,
      ],
      [
        'Como faço um depósito?',
        '<p>Abra <b>Depósito</b>, escolha um canal (transferência, carteira digital ou QR), informe o valor dentro dos limites e conclua o pagamento. O saldo é atualizado quando o pagamento é aprovado.</p>',
      ],
      [
        'Como faço um saque?',
        '<p>Cadastre uma conta bancária em <b>Saque</b>, defina a senha de pagamento na central de segurança, informe o valor e confirme. Os saques são analisados e pagos em geral em até 30 minutos.</p>',
      ],
      [
        'Bônus e rebates',
        '<p>As promoções estão na <b>central de recompensas</b>. Resgate ali as recompensas emitidas; os rebates são pagos sobre suas apostas válidas.</p>',
      ],
      [
        'Jogo responsável',
        `<p>Jogue por diversão, defina limites e faça pausas. Menores de ${age} anos não podem jogar na ${brand}.</p><ul><li>Nunca tente recuperar perdas.</li><li>Peça ao atendimento para pausar sua conta quando quiser.</li></ul>`,
      ],
    ],
    agreement: [
      'Termos de uso',
      `<h3>1. Aceitação</h3><p>Ao abrir uma conta na ${brand} você aceita estes termos.</p><h3>2. Elegibilidade</h3><p>Você deve ter idade legal e jogar apenas onde é permitido.</p><h3>3. Sua conta</h3><p>Uma conta por pessoa. Mantenha sua senha e senha de pagamento em sigilo; você responde por toda atividade na conta.</p><h3>4. Depósitos e saques</h3><p>O dinheiro só circula de e para contas em seu nome. Podemos pedir verificação de identidade antes de um saque.</p><h3>5. Jogo limpo</h3><p>Abuso de bônus, conluio e fraude levam ao encerramento da conta e à perda dos ganhos.</p><h3>6. Alterações</h3><p>Podemos atualizar estes termos; vale a versão desta página.</p>`,
    ],
    notices: [
      [
        'Novo canal de pagamento',
        '<p>Depósitos instantâneos por QR agora disponíveis 24 horas.</p>',
      ],
      [
        'Manutenção programada',
        '<p>Alguns jogos ficam indisponíveis no domingo das 02:00 às 04:00.</p>',
      ],
    ],
    demoMail: [
      'Depósito não creditado',
      'Olá, meu depósito de hoje cedo ainda não aparece no saldo. Podem verificar?',
      'Olá! Seu depósito foi creditado. Obrigado pela paciência.',
    ],
    demoFeedback: [
      'Coloquem mais mesas de cassino ao vivo à noite, por favor.',
      'Obrigado! Mais mesas abrem a partir das 18:00 na próxima semana.',
    ],
  }),
  demo: {
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
  },
  demoGame: {
    back: 'Voltar ao site',
    balance: 'Saldo',
    bet: 'Aposta',
    spin: 'Girar',
    deal: 'Distribuir',
    place: 'Apostar',
    win: 'Você ganhou {0}',
    lose: 'Sem prêmio desta vez',
    insufficient: 'Saldo insuficiente',
    expired: 'Esta sessão de jogo expirou. Volte ao site e abra o jogo novamente.',
    badBet: 'Escolha uma aposta válida',
    pick: 'Escolha um palpite primeiro',
    error: 'Algo deu errado, tente novamente',
    loading: 'Carregando…',
    paytable: 'Tabela de prêmios',
    pays: 'paga',
    lineBet: '5 linhas, a aposta é dividida entre elas',
    dragon: 'Dragão',
    tiger: 'Tigre',
    tie: 'Empate',
    tieRule: 'Em caso de empate, apostas em Dragão e Tigre recebem metade de volta.',
    odds: 'Odds',
    result: 'Resultado: {0}',
  },
  promotions: {
    welcome: {
      title: 'Bônus de boas-vindas',
      summary: 'Um bônus para cada novo membro, esperando no centro de recompensas.',
      content:
        '<p>Bem-vindo a bordo! Todo novo membro recebe um <b>bônus de boas-vindas</b>.</p><ul><li>Abra o centro de recompensas e resgate.</li><li>Um bônus por membro.</li></ul>',
    },
    'first-deposit': {
      title: 'Bônus de primeiro depósito',
      summary: 'Conte-nos sobre seu primeiro depósito e ganhe um bônus.',
      content:
        '<h3>Bônus de primeiro depósito</h3><ul><li>Faça seu primeiro depósito durante a promoção.</li><li>Solicite com um comentário e um print do pagamento (PNG ou JPG, até 3).</li><li>Nossa equipe analisa cada solicitação em até 24 horas.</li></ul>',
    },
    'daily-deposit': {
      title: 'Recompensa diária de depósito',
      summary: 'Deposite todos os dias e receba uma recompensa.',
      content: '<p>Deposite em qualquer dia da promoção e solicite a <b>recompensa diária</b>.</p>',
    },
    mission: {
      title: 'Missão de apostas',
      summary: 'Participe, jogue e suba no ranking: os 10 primeiros ganham prêmios.',
      content:
        '<p>Participe da missão; cada aposta nos nossos jogos conta como progresso.</p><ul><li>Ranking pelo volume apostado durante a missão.</li><li>Prêmios para os 10 primeiros lugares.</li></ul>',
    },
    'lucky-bet': {
      title: 'Aposta da sorte',
      summary: 'Ganhou com números da sorte no valor? Envie-nos o print.',
      content:
        '<p>Ganhe com um valor terminado em <b>88</b> ou <b>77</b> e solicite com o print.</p>',
    },
    'daily-sign-in': {
      title: 'Check-in diário',
      summary: 'Faça check-in todo dia: quanto maior a sequência, maior a recompensa.',
      content:
        '<p>Faça check-in uma vez por dia na <a href="/m/activity/signIn">página de check-in</a>; o 7º dia paga mais.</p>',
    },
    raffle: {
      title: 'Sorteio mensal',
      summary: 'Inscreva-se agora: o sorteio abre em breve.',
      content: '<p>Todo membro que se inscreve participa do sorteio mensal.</p>',
    },
    'rank-salary': {
      title: 'Salário VIP',
      summary: 'Um salário mensal para cada nível VIP.',
      content:
        '<p>Membros VIP recebem um salário mensal conforme o nível; veja a página de benefícios VIP.</p>',
    },
    'second-deposit': {
      title: 'Bônus de segundo depósito',
      summary: 'Encerrada: obrigado por participar.',
      content: '<p>Esta promoção foi encerrada.</p>',
    },
  },
};
