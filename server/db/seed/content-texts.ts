/** Seeded help-centre articles, user agreement and notices per language (brand filled in). */
export interface ContentTexts {
  help: [title: string, html: string][];
  agreement: [title: string, html: string];
  notices: [title: string, html: string][];
  demoMail: [subject: string, body: string, reply: string];
  demoFeedback: [content: string, reply: string];
}

const en = (brand: string, age: number): ContentTexts => ({
  help: [
    [
      'How do I register?',
      `<p>Tap <b>Register</b>, choose a username and a password (or use your mobile number) and accept the terms. Your ${brand} account is ready at once.</p>`,
    ],
    [
      'How do I deposit?',
      '<p>Open <b>Deposit</b>, choose a channel (bank transfer, e-wallet or QR), enter the amount within the limits shown and complete the payment. The balance updates when the payment is approved.</p>',
    ],
    [
      'How do I withdraw?',
      '<p>Add a bank card in <b>Withdraw</b>, set a payment password in the security centre, enter the amount and confirm. Withdrawals are reviewed and usually paid within 30 minutes.</p>',
    ],
    [
      'Bonuses and rebates',
      '<p>Promotions are listed in the <b>reward centre</b>. Claim issued rewards there; rebates are paid on your valid bets.</p>',
    ],
    [
      'Responsible gaming',
      `<p>Play for fun, set limits and take breaks. Players under ${age} may not play at ${brand}.</p><ul><li>Never chase losses.</li><li>Ask customer service to pause your account at any time.</li></ul>`,
    ],
  ],
  agreement: [
    'User agreement',
    `<h3>1. Acceptance</h3><p>By opening an account at ${brand} you accept these terms.</p><h3>2. Eligibility</h3><p>You must be of legal age and play only where it is allowed.</p><h3>3. Your account</h3><p>One account per person. Keep your password and payment password secret; you are responsible for all activity on your account.</p><h3>4. Deposits and withdrawals</h3><p>Money moves only to and from accounts in your own name. We may ask for identity verification before a withdrawal.</p><h3>5. Fair play</h3><p>Bonus abuse, collusion and fraud lead to closure of the account and loss of winnings.</p><h3>6. Changes</h3><p>We may update these terms; the version on this page applies.</p>`,
  ],
  notices: [
    ['New payment channel', '<p>Instant QR deposits are now available 24/7.</p>'],
    ['Scheduled maintenance', '<p>Some games are unavailable on Sunday from 02:00 to 04:00.</p>'],
  ],
  demoMail: [
    'Deposit not credited',
    'Hello, my deposit from this morning is not in my balance yet. Can you check?',
    'Hello! Your deposit has been credited. Thank you for your patience.',
  ],
  demoFeedback: [
    'Please add more live casino tables in the evening.',
    'Thank you! More tables open from 18:00 starting next week.',
  ],
});

const pt = (brand: string, age: number): ContentTexts => ({
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
    ['Novo canal de pagamento', '<p>Depósitos instantâneos por QR agora disponíveis 24 horas.</p>'],
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
});

const fil = (brand: string, age: number): ContentTexts => ({
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
});

const BY_LANGUAGE: Record<string, (brand: string, age: number) => ContentTexts> = { en, pt, fil };

/** Languages with seeded content. */
export const CONTENT_LANGUAGES = Object.keys(BY_LANGUAGE);

export function contentTexts(language: string, brand: string, age: number): ContentTexts {
  return (BY_LANGUAGE[language] ?? en)(brand, age);
}
