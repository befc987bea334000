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
};
