import type { ServerTexts } from './types';

/** What the reference server writes and seeds for players, in Spanish. */
export const es: ServerTexts = {
  system: {
    welcome: (brand) => [
      [
        `Te damos la bienvenida a ${brand}`,
        `<p>Tu cuenta está lista. Haz tu primer depósito en la <a href="/m/voucherCenter">página de depósito</a> y disfruta de más de 600 juegos.</p>`,
      ],
      [
        'Mantén tu cuenta segura',
        '<p>Nunca compartas tu contraseña ni tu contraseña de pago. Configura una contraseña de pago en el <a href="/m/securityCenter">centro de seguridad</a>.</p>',
      ],
    ],
    autoReplyBody: (ticket) =>
      `Gracias por escribirnos. Tu número de ticket es #${ticket}. Atención al cliente responde en un plazo de 24 horas; para asuntos urgentes, usa el chat en vivo.`,
    feedbackReply: '¡Gracias por tu sugerencia! Ya la compartimos con nuestro equipo de producto.',
  },
  content: (brand, age) => ({
    help: [
      [
        '¿Cómo me registro?',
        `<p>Toca <b>Registrarse</b>, elige un usuario y una contraseña (o usa tu número de celular) y acepta los términos. Tu cuenta de ${brand} queda lista al instante.</p>`,
      ],
      [
        '¿Cómo deposito?',
        '<p>Abre <b>Depositar</b>, elige un método de pago (transferencia bancaria, billetera digital o QR), ingresa un monto dentro de los límites indicados y completa el pago. Tu saldo se actualiza cuando se aprueba el pago.</p>',
      ],
      [
        '¿Cómo retiro?',
        '<p>Agrega una cuenta bancaria en <b>Retirar</b>, configura una contraseña de pago en el centro de seguridad, ingresa el monto y confirma. Los retiros se revisan y normalmente se pagan en un plazo de 30 minutos.</p>',
      ],
      [
        'Bonos y reembolsos',
        '<p>Encontrarás las promociones en el <b>centro de recompensas</b>. Reclama ahí las recompensas emitidas; los reembolsos se pagan sobre tus apuestas válidas.</p>',
      ],
      [
        'Juego responsable',
        `<p>Juega para divertirte, fija límites y toma descansos. Los menores de ${age} años no pueden jugar en ${brand}.</p><ul><li>Nunca intentes recuperar lo que perdiste.</li><li>Pide a atención al cliente que suspenda tu cuenta cuando quieras.</li></ul>`,
      ],
    ],
    agreement: [
      'Términos de uso',
      `<h3>1. Aceptación</h3><p>Al abrir una cuenta en ${brand}, aceptas estos términos.</p><h3>2. Requisitos</h3><p>Debes tener la edad mínima exigida por la ley y jugar solo donde esté permitido.</p><h3>3. Tu cuenta</h3><p>Se permite una sola cuenta por persona. Mantén en secreto tu contraseña y tu contraseña de pago; eres responsable de toda la actividad que se realice en tu cuenta.</p><h3>4. Depósitos y retiros</h3><p>Los fondos solo pueden transferirse desde y hacia cuentas a tu nombre. Podemos solicitarte una verificación de identidad antes de procesar un retiro.</p><h3>5. Juego limpio</h3><p>El abuso de bonos, la colusión y el fraude darán lugar al cierre de la cuenta y a la pérdida de las ganancias.</p><h3>6. Modificaciones</h3><p>Podemos actualizar estos términos; se aplica la versión publicada en esta página.</p>`,
    ],
    notices: [
      [
        'Nuevo método de pago',
        '<p>Los depósitos instantáneos por QR ya están disponibles 24/7.</p>',
      ],
      [
        'Mantenimiento programado',
        '<p>Algunos juegos no estarán disponibles el domingo de 02:00 a 04:00.</p>',
      ],
    ],
    demoMail: [
      'Depósito no acreditado',
      'Hola, mi depósito de esta mañana todavía no aparece en mi saldo. ¿Pueden revisarlo?',
      '¡Hola! Tu depósito ya fue acreditado. Gracias por tu paciencia.',
    ],
    demoFeedback: [
      'Por favor, agreguen más mesas de casino en vivo por la noche.',
      '¡Gracias! A partir de la próxima semana abriremos más mesas desde las 18:00.',
    ],
  }),
  demo: {
    bannerWelcome: 'Bono de bienvenida del 100%',
    bannerDeposit: 'Recompensa diaria por depósito',
    bannerRegister: 'Regístrate en un minuto',
    marquee: [
      'Mantenimiento del proveedor PG el domingo de 02:00 a 04:00.',
      'Juegos nuevos cada semana: ¡más de 600 juegos para disfrutar!',
    ],
    popupGuest: [
      'Únete hoy',
      '<p>Regístrate ahora y obtén un <b>bono de bienvenida</b>.</p><p><a href="/m/register">Registrarse</a></p>',
    ],
    popupMember: [
      'Recompensa de fin de semana',
      '<p>Reclama tu recompensa de fin de semana en el <a href="/m/rewardCenter">centro de recompensas</a>.</p>',
    ],
    popupFirstLogin: [
      '¡Qué bueno tenerte aquí!',
      '<p>¡Gracias por unirte! Tu primer depósito se <a href="/m/voucherCenter">duplica</a>.</p>',
    ],
    notice: [
      'Juego responsable',
      '<p>Juega con responsabilidad. Fija tus límites en el centro de seguridad.</p>',
    ],
    agentNotices: [
      'Nueva tabla de comisiones',
      'Actualización del informe del equipo',
      'Reunión de agentes el viernes',
    ],
    inbox: [
      'Te damos la bienvenida al club',
      'Tu bono está listo',
      'Consejo de seguridad: nunca compartas tu contraseña',
    ],
  },
  demoGame: {
    back: 'Volver al sitio',
    balance: 'Saldo',
    bet: 'Apuesta',
    spin: 'Girar',
    deal: 'Repartir',
    place: 'Apostar',
    win: 'Ganaste {0}',
    lose: 'Esta vez no hubo premio',
    insufficient: 'Saldo insuficiente',
    expired: 'Esta sesión de juego expiró. Vuelve al sitio y abre el juego de nuevo.',
    badBet: 'Elige una apuesta válida',
    pick: 'Primero elige una opción',
    error: 'Algo salió mal, inténtalo de nuevo',
    loading: 'Cargando…',
    paytable: 'Tabla de pagos',
    pays: 'paga',
    lineBet: '5 líneas, la apuesta se reparte entre ellas',
    dragon: 'Dragón',
    tiger: 'Tigre',
    tie: 'Empate',
    tieRule: 'En caso de empate, las apuestas a Dragón y a Tigre recuperan la mitad.',
    odds: 'Cuota',
    result: 'Resultado: {0}',
  },
  promotions: {
    welcome: {
      title: 'Bono de bienvenida',
      summary: 'Un bono para cada miembro nuevo, esperándote en el centro de recompensas.',
      content:
        '<p>¡Qué bueno tenerte aquí! Cada miembro nuevo recibe un <b>bono de bienvenida</b>.</p><ul><li>Abre el centro de recompensas y reclámalo.</li><li>Un bono por miembro.</li></ul>',
    },
    'first-deposit': {
      title: 'Bono de primer depósito',
      summary: 'Cuéntanos sobre tu primer depósito y recibe un bono.',
      content:
        '<h3>Bono de primer depósito</h3><ul><li>Haz tu primer depósito durante la promoción.</li><li>Solicítalo con un comentario y una captura de pantalla del pago (PNG o JPG, hasta 3).</li><li>Nuestro equipo revisa cada solicitud en un plazo de 24 horas.</li></ul>',
    },
    'daily-deposit': {
      title: 'Recompensa diaria por depósito',
      summary: 'Deposita todos los días y obtén una recompensa.',
      content:
        '<p>Deposita cualquier día de la promoción y solicita la <b>recompensa diaria</b>.</p>',
    },
    mission: {
      title: 'Misión de volumen de apuestas',
      summary: 'Únete, juega y sube en la clasificación: los 10 primeros ganan premios.',
      content:
        '<p>Únete a la misión; cada apuesta en nuestros juegos cuenta como progreso.</p><ul><li>Clasificación según el volumen de apuestas durante el período de la misión.</li><li>Premios para los 10 primeros lugares.</li></ul>',
    },
    'lucky-bet': {
      title: 'Apuesta de la suerte',
      summary: '¿Ganaste con números de la suerte en el monto? Envíanos la captura de pantalla.',
      content:
        '<p>Gana con un monto que termine en <b>88</b> o <b>77</b> y solicita el premio con la captura de pantalla.</p>',
    },
    'daily-sign-in': {
      title: 'Asistencia diaria',
      summary: 'Marca tu asistencia cada día: cuanto más larga la racha, mayor la recompensa.',
      content:
        '<p>Marca tu asistencia una vez al día en la <a href="/m/activity/signIn">página de asistencia</a>; el día 7 da la mayor recompensa.</p>',
    },
    raffle: {
      title: 'Rifa mensual',
      summary: 'Inscríbete ya: el sorteo abre pronto.',
      content:
        '<p>Todos los miembros que se inscriban participan en el sorteo de la rifa mensual.</p>',
    },
    'rank-salary': {
      title: 'Salario por nivel VIP',
      summary: 'Un salario mensual para cada nivel VIP.',
      content:
        '<p>Los miembros VIP reciben un salario mensual según su nivel; consulta la página de beneficios VIP.</p>',
    },
    'second-deposit': {
      title: 'Bono de segundo depósito',
      summary: 'Finalizada: gracias por participar.',
      content: '<p>Esta promoción finalizó.</p>',
    },
  },
};
