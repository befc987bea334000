import type { ServerTexts } from './types';

/** What the reference server writes and seeds for players, in French. */
export const fr: ServerTexts = {
  system: {
    welcome: (brand) => [
      [
        `Bienvenue sur ${brand}`,
        `<p>Votre compte est prêt. Effectuez votre premier dépôt sur la <a href="/m/voucherCenter">page de dépôt</a> et profitez de plus de 600 jeux.</p>`,
      ],
      [
        'Protégez votre compte',
        '<p>Ne communiquez jamais votre mot de passe ni votre mot de passe de paiement. Définissez un mot de passe de paiement dans le <a href="/m/securityCenter">centre de sécurité</a>.</p>',
      ],
    ],
    autoReplyBody: (ticket) =>
      `Merci de nous avoir écrit. Votre numéro de ticket est le #${ticket}. Le service client répond sous 24 heures\u00a0; pour toute demande urgente, utilisez le chat en direct.`,
    feedbackReply: "Merci pour votre suggestion ! Nous l'avons transmise à notre équipe produit.",
  },
  content: (brand, age) => ({
    help: [
      [
        "Comment m'inscrire ?",
        `<p>Touchez <b>Inscription</b>, choisissez un nom d'utilisateur et un mot de passe (ou utilisez votre numéro de mobile), puis acceptez les conditions. Votre compte ${brand} est prêt immédiatement.</p>`,
      ],
      [
        'Comment effectuer un dépôt ?',
        '<p>Ouvrez <b>Déposer</b>, choisissez un moyen de paiement (virement bancaire, portefeuille électronique ou QR), saisissez un montant dans les limites indiquées et finalisez le paiement. Votre solde est mis à jour dès que le paiement est approuvé.</p>',
      ],
      [
        'Comment effectuer un retrait ?',
        '<p>Ajoutez un compte bancaire dans <b>Retirer</b>, définissez un mot de passe de paiement dans le centre de sécurité, saisissez le montant et confirmez. Les retraits sont vérifiés et généralement payés sous 30 minutes.</p>',
      ],
      [
        'Bonus et remises',
        '<p>Les promotions sont répertoriées dans le <b>centre des récompenses</b>. Réclamez-y les récompenses attribuées ; les remises sont versées sur vos mises valides.</p>',
      ],
      [
        'Jeu responsable',
        `<p>Jouez pour le plaisir, fixez-vous des limites et faites des pauses. Les personnes de moins de ${age} ans ne peuvent pas jouer sur ${brand}.</p><ul><li>Ne courez jamais après vos pertes.</li><li>Vous pouvez à tout moment demander au service client de suspendre votre compte.</li></ul>`,
      ],
    ],
    agreement: [
      "Conditions d'utilisation",
      `<h3>1. Acceptation</h3><p>En ouvrant un compte sur ${brand}, vous acceptez les présentes conditions.</p><h3>2. Éligibilité</h3><p>Vous devez avoir atteint l'âge légal et ne jouer que là où la loi l'autorise.</p><h3>3. Votre compte</h3><p>Un seul compte est autorisé par personne. Gardez secrets votre mot de passe et votre mot de passe de paiement\u00a0; vous êtes responsable de toute activité effectuée sur votre compte.</p><h3>4. Dépôts et retraits</h3><p>Les fonds ne peuvent être transférés que depuis et vers des comptes ouverts à votre nom. Nous pouvons vous demander une vérification d'identité avant tout retrait.</p><h3>5. Jeu loyal</h3><p>L'abus de bonus, la collusion et la fraude entraînent la fermeture du compte et la perte des gains.</p><h3>6. Modifications</h3><p>Nous pouvons modifier les présentes conditions\u00a0; seule la version publiée sur cette page fait foi.</p>`,
    ],
    notices: [
      [
        'Nouveau moyen de paiement',
        '<p>Les dépôts instantanés par QR sont désormais disponibles 24 h/24, 7 j/7.</p>',
      ],
      [
        'Maintenance programmée',
        '<p>Certains jeux seront indisponibles dimanche de 02:00 à 04:00.</p>',
      ],
    ],
    demoMail: [
      'Dépôt non crédité',
      "Bonjour, mon dépôt de ce matin n'apparaît toujours pas sur mon solde. Pouvez-vous vérifier ?",
      'Bonjour ! Votre dépôt a été crédité. Merci de votre patience.',
    ],
    demoFeedback: [
      "Merci d'ajouter plus de tables de casino en direct le soir.",
      'Merci ! Dès la semaine prochaine, de nouvelles tables ouvriront à partir de 18:00.',
    ],
  }),
  demo: {
    bannerWelcome: 'Bonus de bienvenue de 100 %',
    bannerDeposit: 'Récompense de dépôt quotidienne',
    bannerRegister: 'Inscrivez-vous en une minute',
    marquee: [
      'Maintenance du fournisseur PG dimanche de 02:00 à 04:00.',
      'De nouveaux jeux chaque semaine : plus de 600 jeux à découvrir !',
    ],
    popupGuest: [
      'Rejoignez-nous',
      '<p>Inscrivez-vous maintenant et recevez un <b>bonus de bienvenue</b>.</p><p><a href="/m/register">S\'inscrire</a></p>',
    ],
    popupMember: [
      'Récompense du week-end',
      '<p>Réclamez votre récompense du week-end dans le <a href="/m/rewardCenter">centre des récompenses</a>.</p>',
    ],
    popupFirstLogin: [
      'Bienvenue parmi nous',
      '<p>Merci de nous avoir rejoints ! Votre premier dépôt est <a href="/m/voucherCenter">doublé</a>.</p>',
    ],
    notice: [
      'Jeu responsable',
      '<p>Jouez de manière responsable. Fixez vos limites dans le centre de sécurité.</p>',
    ],
    agentNotices: [
      'Nouveau barème des commissions',
      "Mise à jour du rapport d'équipe",
      'Réunion des agents vendredi',
    ],
    inbox: [
      'Bienvenue au club',
      'Votre bonus est prêt',
      'Conseil de sécurité : ne communiquez jamais votre mot de passe',
    ],
  },
  demoGame: {
    back: 'Retour au site',
    balance: 'Solde',
    bet: 'Mise',
    spin: 'Lancer',
    deal: 'Distribuer',
    place: 'Parier',
    win: 'Vous gagnez {0}',
    lose: 'Pas de gain cette fois',
    insufficient: 'Solde insuffisant',
    expired: 'Cette session de jeu a expiré. Retournez sur le site et relancez le jeu.',
    badBet: 'Choisissez une mise valide',
    pick: "Faites d'abord votre choix",
    error: "Une erreur s'est produite, veuillez réessayer",
    loading: 'Chargement…',
    paytable: 'Table des gains',
    pays: 'rapporte',
    lineBet: '5 lignes, la mise est répartie entre elles',
    dragon: 'Dragon',
    tiger: 'Tigre',
    tie: 'Égalité',
    tieRule: "En cas d'égalité, les paris sur Dragon et sur Tigre sont remboursés de moitié.",
    odds: 'Cote',
    result: 'Résultat : {0}',
  },
  promotions: {
    welcome: {
      title: 'Bonus de bienvenue',
      summary:
        'Un bonus pour chaque nouveau membre, qui vous attend dans le centre des récompenses.',
      content:
        '<p>Bienvenue parmi nous ! Chaque nouveau membre reçoit un <b>bonus de bienvenue</b>.</p><ul><li>Ouvrez le centre des récompenses et réclamez-le.</li><li>Un bonus par membre.</li></ul>',
    },
    'first-deposit': {
      title: 'Bonus de premier dépôt',
      summary: 'Parlez-nous de votre premier dépôt et recevez un bonus.',
      content:
        "<h3>Bonus de premier dépôt</h3><ul><li>Effectuez votre premier dépôt pendant la promotion.</li><li>Faites votre demande avec un commentaire et une capture d'écran du paiement (PNG ou JPG, 3 max.).</li><li>Notre équipe examine chaque demande sous 24 heures.</li></ul>",
    },
    'daily-deposit': {
      title: 'Récompense de dépôt quotidienne',
      summary: 'Déposez chaque jour et recevez une récompense.',
      content:
        "<p>Déposez n'importe quel jour de la promotion et demandez la <b>récompense quotidienne</b>.</p>",
    },
    mission: {
      title: 'Mission volume de mises',
      summary: 'Participez, jouez et grimpez au classement : les 10 premiers gagnent des lots.',
      content:
        '<p>Rejoignez la mission ; chaque pari sur nos jeux compte dans votre progression.</p><ul><li>Classement selon le volume de mises pendant la période de la mission.</li><li>Des lots pour les 10 premières places.</li></ul>',
    },
    'lucky-bet': {
      title: 'Pari chanceux',
      summary:
        "Un gain avec des chiffres porte-bonheur dans le montant ? Envoyez-nous la capture d'écran.",
      content:
        "<p>Gagnez un montant se terminant par <b>88</b> ou <b>77</b> et faites votre demande avec la capture d'écran.</p>",
    },
    'daily-sign-in': {
      title: 'Présence quotidienne',
      summary:
        'Validez votre présence chaque jour : plus la série est longue, plus la récompense est grande.',
      content:
        '<p>Validez votre présence une fois par jour sur la <a href="/m/activity/signIn">page de présence</a> ; le 7e jour rapporte le plus.</p>',
    },
    raffle: {
      title: 'Tombola mensuelle',
      summary: 'Inscrivez-vous dès maintenant : le tirage ouvre bientôt.',
      content: '<p>Chaque membre inscrit participe au tirage de la tombola mensuelle.</p>',
    },
    'rank-salary': {
      title: 'Salaire VIP par niveau',
      summary: 'Un salaire mensuel pour chaque niveau VIP.',
      content:
        '<p>Les membres VIP reçoivent un salaire mensuel selon leur niveau ; consultez la page Avantages VIP.</p>',
    },
    'second-deposit': {
      title: 'Bonus de deuxième dépôt',
      summary: 'Terminée : merci de votre participation.',
      content: '<p>Cette promotion est terminée.</p>',
    },
  },
};
