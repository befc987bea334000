import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

import { endpoint } from './endpoint';
import { idInteger, pageNo, pageSize, requestId } from './inputs';
import { array, boolean, integer, nullable, number, object, oneOf, record, string } from './schema';

/**
 * Messages and content pages (docs/api-member.md "Content"): the inbox of system notifications, web
 * e-mail with customer service, feedback, invite friends, help centre, user agreement and notices.
 */

/** pageNo (1) and pageSize (1..100, 20) of a content list. */
const pageQuery = { pageNo, pageSize: pageSize(20) } as const;

/** The report page shape every content list answers. */
const listPage = <const Row extends JSONSchema>(row: Row) =>
  record({
    content: array(row),
    /** 1-based number of this page. */
    pageNum: integer,
    totalPages: integer,
    totalCount: integer,
  });

/** A content list whose footer counts the unread rows of the whole list. */
const unreadPage = <const Row extends JSONSchema>(row: Row) =>
  record({
    content: array(row),
    pageNum: integer,
    totalPages: integer,
    totalCount: integer,
    footer: record({ unreadCount: integer }),
  });

const idBody = object({ id: idInteger }, ['id']);
const idsBody = object({ ids: { type: 'array', minItems: 1, maxItems: 100, items: idInteger } }, [
  'ids',
]);

// ---------------------------------------------------------------- inbox (`/m/message`), CSP_*

/** `GET /wps/relay/CSP_getUnreadCount`: unread inbox messages plus unread support mail (red dot, badges). */
export const getUnreadCount = endpoint({
  method: 'GET',
  path: '/wps/relay/CSP_getUnreadCount',
  auth: 'session',
  response: integer,
});

const boxCount = record({ total: integer, unread: integer });

const messageCount = record({
  inbox: boxCount,
  mail: boxCount,
  /** Inbox unread plus mail unread. */
  unread: integer,
});
export type MessageCount = FromSchema<typeof messageCount>;

/** `GET /wps/relay/CSP_getMessageCount`: totals and unread of the inbox and the mailbox. */
export const getMessageCount = endpoint({
  method: 'GET',
  path: '/wps/relay/CSP_getMessageCount',
  auth: 'session',
  response: messageCount,
});

const inboxMessage = record({
  id: integer,
  title: string,
  /** HTML written by the platform; the site sanitises it. */
  content: string,
  /** Epoch ms. */
  createdAt: number,
  read: boolean,
});
export type InboxMessage = FromSchema<typeof inboxMessage>;

const inboxPage = unreadPage(inboxMessage);
export type InboxPage = FromSchema<typeof inboxPage>;

/** `GET /wps/relay/CSP_getMessageList`: system notifications, newest first. */
export const getMessages = endpoint({
  method: 'GET',
  path: '/wps/relay/CSP_getMessageList',
  auth: 'session',
  query: object(pageQuery),
  response: inboxPage,
});

/** `POST /wps/relay/CSP_readMessage`: the message, now read; `message.not.found`. */
export const readMessage = endpoint({
  method: 'POST',
  path: '/wps/relay/CSP_readMessage',
  auth: 'session',
  body: idBody,
  response: inboxMessage,
});

/**
 * A body the platform does not read: the site sends `{}` (its JSON requests need one), a call without
 * any is served too. An empty schema, as the route had none: a `type` would refuse the bodiless call.
 */
const ignoredBody = { description: 'Not read; the site sends {}.' } as const;

/** `POST /wps/relay/CSP_readAllMessages`: how many messages were marked read. */
export const readAllMessages = endpoint({
  method: 'POST',
  path: '/wps/relay/CSP_readAllMessages',
  auth: 'session',
  body: ignoredBody,
  response: record({ updated: integer }),
});

/** `DELETE /wps/relay/CSP_deleteMessages`: how many of the member's messages were deleted. */
export const deleteMessages = endpoint({
  method: 'DELETE',
  path: '/wps/relay/CSP_deleteMessages',
  auth: 'session',
  body: idsBody,
  response: record({ deleted: integer }),
});

// ---------------------------------------------------------------- web e-mail (`/m/webEmail`), EMFE_*

export const MAIL_BOXES = ['INBOX', 'SENT'] as const;
export type MailBox = (typeof MAIL_BOXES)[number];

const bounds = record({ min: integer, max: integer });

const mailSettings = record({
  /** Characters after trimming. */
  subject: bounds,
  body: bounds,
  /** Mails a member may write a day. */
  dailyMax: integer,
});
export type MailSettings = FromSchema<typeof mailSettings>;

/** `GET /wps/relay/EMFE_getMailSettings`: the bounds of a mail. */
export const getMailSettings = endpoint({
  method: 'GET',
  path: '/wps/relay/EMFE_getMailSettings',
  auth: 'session',
  response: mailSettings,
});

const mailProperties = {
  id: integer,
  /** IN from customer service, OUT from the member. */
  direction: oneOf('IN', 'OUT'),
  subject: string,
  /** Plain text. */
  body: string,
  /** The support mail this one answers. */
  replyTo: nullable(integer),
  /** Epoch ms. */
  createdAt: number,
  /** OUT mails count as read. */
  read: boolean,
} as const;

const mail = record(mailProperties);
export type Mail = FromSchema<typeof mail>;

const openedMail = record({ ...mailProperties, original: nullable(mail) });
export type OpenedMail = FromSchema<typeof openedMail>;

const mailPage = unreadPage(mail);
export type MailPage = FromSchema<typeof mailPage>;

/** `GET /wps/relay/EMFE_getMailList`: one box, newest first; the footer counts unread support mail. */
export const getMailList = endpoint({
  method: 'GET',
  path: '/wps/relay/EMFE_getMailList',
  auth: 'session',
  query: object({ ...pageQuery, box: { enum: MAIL_BOXES, default: 'INBOX' } }),
  response: mailPage,
});

/** `POST /wps/relay/EMFE_readMail`: the mail (support's marked read) with the mail it answers. */
export const readMail = endpoint({
  method: 'POST',
  path: '/wps/relay/EMFE_readMail',
  auth: 'session',
  body: idBody,
  response: openedMail,
});

/** `PUT /wps/relay/EMFE_sendMail`: the sent mail; support's automatic reply lands unread in INBOX. */
export const sendMail = endpoint({
  method: 'PUT',
  path: '/wps/relay/EMFE_sendMail',
  auth: 'session',
  body: object(
    {
      subject: { type: 'string', maxLength: 200 },
      body: { type: 'string', maxLength: 5000 },
      /** A support mail of the member this one answers. */
      replyTo: idInteger,
      /** A repeat with the same key answers the first mail instead of sending twice. */
      requestId,
    },
    ['subject', 'body'],
  ),
  response: mail,
});

/** `DELETE /wps/relay/EMFE_deleteMail`: how many of the member's mails were deleted. */
export const deleteMail = endpoint({
  method: 'DELETE',
  path: '/wps/relay/EMFE_deleteMail',
  auth: 'session',
  body: idsBody,
  response: record({ deleted: integer }),
});

// ---------------------------------------------------------------- feedback (FEEDBACK3)

/** What a member's feedback is about (the site translates each). */
export const FEEDBACK_TYPES = [
  'SUGGESTION',
  'BUG',
  'DEPOSIT',
  'WITHDRAW',
  'GAME',
  'OTHER',
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

const feedbackSettings = record({
  types: array(oneOf(...FEEDBACK_TYPES)),
  /** Characters after trimming. */
  minLength: integer,
  maxLength: integer,
  /** Feedbacks a member may send a day. */
  dailyMax: integer,
});
export type FeedbackSettings = FromSchema<typeof feedbackSettings>;

/** `GET /wps/member/feedback/settings`: the types and the content bounds. */
export const getFeedbackSettings = endpoint({
  method: 'GET',
  path: '/wps/member/feedback/settings',
  auth: 'session',
  response: feedbackSettings,
});

const feedback = record({
  id: integer,
  type: oneOf(...FEEDBACK_TYPES),
  content: string,
  /** Epoch ms. */
  createdAt: number,
  status: oneOf('PENDING', 'REPLIED'),
  /** Customer service's answer, null until there is one. */
  reply: nullable(string),
  repliedAt: nullable(number),
});
export type Feedback = FromSchema<typeof feedback>;

/** `PUT /wps/member/feedback` (spec §7: feedback is a PUT): the stored feedback. */
export const submitFeedback = endpoint({
  method: 'PUT',
  path: '/wps/member/feedback',
  auth: 'session',
  body: object({ type: oneOf(...FEEDBACK_TYPES), content: { type: 'string', maxLength: 5000 } }, [
    'type',
    'content',
  ]),
  response: feedback,
});

const feedbackPage = listPage(feedback);
export type FeedbackPage = FromSchema<typeof feedbackPage>;

/** `GET /wps/member/feedback`: the member's feedback with replies, newest first. */
export const getMyFeedback = endpoint({
  method: 'GET',
  path: '/wps/member/feedback',
  auth: 'session',
  query: object(pageQuery),
  response: feedbackPage,
});

// ---------------------------------------------------------------- invite friends (REFERRAL)

const referralInfo = record({
  code: string,
  /** `/m/register?affiliateCode=<code>`: the site adds its own origin. */
  registerPath: string,
  invitedCount: integer,
  depositedCount: integer,
  /** Sum of the friends' first deposits. */
  firstDepositTotal: number,
});
export type ReferralInfo = FromSchema<typeof referralInfo>;

/** `GET /wps/relay/MCSFE_getReferralInfo`: my invitation code, its register path, friends and deposits. */
export const getReferralInfo = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getReferralInfo',
  auth: 'session',
  response: referralInfo,
});

const invitee = record({
  /** Masked: first two and last character. */
  username: string,
  /** Epoch ms. */
  regDate: number,
  firstDepositAmount: nullable(number),
  firstDepositAt: nullable(number),
});
export type Invitee = FromSchema<typeof invitee>;

const inviteePage = listPage(invitee);
export type InviteePage = FromSchema<typeof inviteePage>;

/** `GET /wps/relay/MCSFE_getReferralList`: friends who joined with my code, newest first. */
export const getInvitees = endpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getReferralList',
  auth: 'session',
  query: object(pageQuery),
  response: inviteePage,
});

// ---------------------------------------------------------------- help, agreement, notices

const contentPage = record({
  id: integer,
  title: string,
  /** HTML written by the platform; the site sanitises it. */
  content: string,
});
/** A help-centre entry or the user agreement. */
export type ContentPage = FromSchema<typeof contentPage>;

/** `GET /wps/system/helpCenter?device=MOBILE`: the help entries in display order, in the request's language. */
export const getHelpCenter = endpoint({
  method: 'GET',
  path: '/wps/system/helpCenter',
  auth: 'public',
  query: object({ device: oneOf('MOBILE', 'WEB') }),
  response: array(contentPage),
});

/** `GET /wps/system/userAgreement`: the tenant's terms; `content.not.found`. */
export const getUserAgreement = endpoint({
  method: 'GET',
  path: '/wps/system/userAgreement',
  auth: 'public',
  response: contentPage,
});

/** H home notice; A agent announcement (agents only, everyone else reads none). */
export const NOTICE_TYPES = ['H', 'A'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

const noticeTypes = { enum: NOTICE_TYPES, default: 'H' } as const;

const notice = record({
  id: integer,
  type: oneOf(...NOTICE_TYPES),
  title: string,
  /** HTML written by the platform; the site sanitises it. */
  content: string,
  /** Epoch ms. */
  createdAt: number,
  /** Always false for guests. */
  read: boolean,
});
export type Notice = FromSchema<typeof notice>;

const noticePage = unreadPage(notice);
export type NoticePage = FromSchema<typeof noticePage>;

/** `GET /wps/relay/CCSFE_getNoticeList`: notices of one type, newest first; unread 0 for guests. */
export const getNotices = endpoint({
  method: 'GET',
  path: '/wps/relay/CCSFE_getNoticeList',
  auth: 'optional',
  query: object({ ...pageQuery, types: noticeTypes }),
  response: noticePage,
});

/** `POST /wps/relay/CCSFE_readNotice`: the notice, marked read for a member; `notice.not.found`. */
export const readNotice = endpoint({
  method: 'POST',
  path: '/wps/relay/CCSFE_readNotice',
  auth: 'optional',
  body: object({ id: idInteger, types: noticeTypes }, ['id']),
  response: notice,
});
