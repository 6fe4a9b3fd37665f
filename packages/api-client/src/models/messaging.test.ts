import { describe, expect, it } from 'vitest';
import type { RecordModel } from '../decode/defineModel.ts';
import { decodeWithWarnings as decode } from '../test/decode.ts';
import {
  messageModel,
  messageReactionModel,
  messageRowModel,
  notificationModel,
  threadModel,
  threadSubjectModel,
  threadSubscriptionModel,
} from './messaging.ts';

const at = '2026-01-02T03:04:05.000Z';
const ada = { id: 2, firstname: 'Ada', lastname: 'Admin', avatar: null, email: 'a@airtime.test' };
const bob = { ...ada, id: 3, firstname: 'Bob', email: 'b@airtime.test' };
const thread = {
  id: 5,
  subject_type: 'campaign',
  subject_id: 100,
  visibility: 'internal',
  latest_message_at: at,
  has_unread_messages: false,
  created_at: at,
};
const message = {
  id: 20,
  thread_id: 5,
  user_id: 2,
  body: 'Brief sent.',
  created_at: at,
  updated_at: at,
  deleted_at: null,
  tags: [{ id: 100, type: 'campaign', is_primary: true }],
  is_reply: false,
  parent_id: null,
  visibility: 'internal',
  activity_log: null,
  is_read: true,
};
const activity = {
  ...message,
  id: 21,
  activity_log: {
    description: 'moved the campaign to Brand Approval',
    changes: [{ field: 'group', from: 'send_to_brand', to: 'brand_approval' }],
  },
};
const reply = { ...message, id: 22, is_reply: true, parent_id: 20, user_id: 3 };
const reaction = { id: 1, message_id: 20, user_id: 3, emoji: '👍', created_at: at };
const subscription = { id: 1, thread_id: 5, user_id: 2, created_at: at };
const subject = {
  type: 'campaign',
  id: 100,
  name: 'Acme × Night Owls',
  logo: null,
  brand_id: 2,
  creator_id: 4,
};
const notification = {
  id: 1,
  user_id: 2,
  type: 'assigned',
  title: 'You own a production',
  body: null,
  subject_type: 'event_production',
  subject_id: 50,
  read_at: null,
  created_at: at,
};
const users = { users: [ada, bob] };

describe('messaging models', () => {
  it.each<[string, RecordModel<unknown>, Record<string, unknown>]>([
    ['thread', threadModel, thread],
    ['thread with its subject', threadModel, { ...thread, subject }],
    ['thread subject', threadSubjectModel, subject],
    ['message', messageModel, message],
    ['activity message', messageModel, activity],
    ['message reaction', messageReactionModel, reaction],
    ['thread subscription', threadSubscriptionModel, subscription],
    ['notification', notificationModel, notification],
    ['notification without a subject', notificationModel, { ...notification, subject_type: null }],
    [
      'notification naming its conversation and message',
      notificationModel,
      { ...notification, type: 'message', thread_visibility: 'brand', message_id: 20 },
    ],
  ])('a valid %s passes', (_name, model, raw) => {
    const { record, warnings } = decode(model, raw, users);
    expect(warnings).toEqual([]);
    expect(record).toMatchObject(raw);
  });

  it.each<[string, RecordModel<unknown>, Record<string, unknown>, string, unknown]>([
    ['thread', threadModel, thread, 'visibility', 'public'],
    ['thread', threadModel, thread, 'has_unread_messages', null],
    ['message', messageModel, message, 'body', null],
    ['message', messageModel, message, 'activity_log', { description: 'x' }],
    ['message', messageModel, message, 'thread_id', '5'],
    ['message reaction', messageReactionModel, reaction, 'emoji', 1],
    ['thread subscription', threadSubscriptionModel, subscription, 'user_id', null],
    ['notification', notificationModel, notification, 'title', undefined],
  ])('a %s with a bad %s is left out with a warning', (_name, model, raw, field, value) => {
    const { record, warnings } = decode(model, { ...raw, [field]: value }, users);
    expect(record).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/does not match its schema/)]);
  });

  it.each<[string, Record<string, unknown>, Record<string, unknown>]>([
    ['neither', {}, {}],
    [
      'both',
      { thread_visibility: 'creator', message_id: 20 },
      { thread_visibility: 'creator', message_id: 20 },
    ],
    ['an unknown visibility', { thread_visibility: 'public', message_id: 20 }, { message_id: 20 }],
    ['a visibility that is not text', { thread_visibility: 1 }, {}],
    ['a null visibility and message', { thread_visibility: null, message_id: null }, {}],
    [
      'a message id sent as text',
      { thread_visibility: 'brand', message_id: '20' },
      { thread_visibility: 'brand' },
    ],
    ['a message id of 0', { message_id: 0 }, {}],
    ['a negative message id', { message_id: -3 }, {}],
    ['a fractional message id', { message_id: 2.5 }, {}],
    ['an unsafe message id', { message_id: 2 ** 53 }, {}],
  ])(
    'a notification with %s keeps what is well formed of its conversation',
    (_label, extra, kept) => {
      const { record, warnings } = decode(notificationModel, { ...notification, ...extra });
      expect(warnings).toEqual([]);
      expect(record).toEqual({ ...notification, ...kept });
    },
  );

  const brandTag = { id: 2, type: 'brand', is_primary: false };
  const named = { type: 'brand', id: 2, name: 'Acme', logo: null, brand_id: 2, creator_id: null };
  it.each<[string, unknown, unknown]>([
    ['no tags', [], []],
    ['a primary and a plain tag', [message.tags[0], brandTag], [message.tags[0], brandTag]],
    [
      'a tag with its named record',
      [{ ...brandTag, subject: named }],
      [{ ...brandTag, subject: named }],
    ],
    [
      'a tag of an unknown type',
      [{ id: 1, type: 'planet', is_primary: false }, brandTag],
      [brandTag],
    ],
    ['a tag without an id', [{ type: 'brand', is_primary: false }, brandTag], [brandTag]],
    ['a tag that is not an object', ['brand:2', null, 7, brandTag], [brandTag]],
    ['a flag sent as 0', [{ ...brandTag, is_primary: 0 }], [brandTag]],
    ['a malformed named record', [{ ...brandTag, subject: { ...named, name: null } }], [brandTag]],
    [
      'a named record of another record',
      [{ ...brandTag, subject: { ...named, id: 3 } }],
      [brandTag],
    ],
    ['tags that are not a list', { 0: brandTag }, []],
    ['no tags field', undefined, []],
  ])('a message with %s keeps the message and its well-formed tags', (_label, tags, expected) => {
    const { record, warnings } = decode(messageModel, { ...message, tags }, users);
    expect(warnings).toEqual([]);
    expect(record?.tags).toEqual(expected);
  });

  it('a soft-deleted message is left out', () => {
    const { record, warnings } = decode(messageModel, { ...message, deleted_at: at }, users);
    expect(record).toBeUndefined();
    expect(warnings).toEqual(['Left out message 20: it is deleted.']);
  });

  it('a message in a list gets its author, its reactors and its parent from included', () => {
    const { record, warnings } = decode(
      messageModel,
      { ...reply, reactions: [reaction] },
      { ...users, messages: [message] },
    );
    expect(warnings).toEqual([]);
    expect(record?.user?.firstname).toBe('Bob');
    expect(record?.parent?.id).toBe(20);
    expect(record?.parent?.user?.firstname).toBe('Ada');
    expect(record?.reactions?.[0]?.user?.firstname).toBe('Bob');
  });

  it('a message whose author is missing is left out (required)', () => {
    const { record, warnings } = decode(messageModel, message, { users: [bob] });
    expect(record).toBeUndefined();
    expect(warnings).toEqual(['Left out message 20: its user is missing.']);
  });

  it('a message row (write answers) is kept without its author', () => {
    const { record, warnings } = decode(messageRowModel, message, {});
    expect(warnings).toEqual([]);
    expect(record?.user).toBeUndefined();
  });

  it('a parent whose author is off the page is still filled', () => {
    const { record, warnings } = decode(messageModel, reply, { users: [bob], messages: [message] });
    expect(warnings).toEqual([]);
    expect(record?.parent?.id).toBe(20);
    expect(record?.parent?.user).toBeUndefined();
  });

  it('a realtime message embeds its author and replies', () => {
    const { record } = decode(messageModel, {
      ...message,
      user: ada,
      replies: [{ ...reply, user: bob }],
    });
    expect(record?.user?.id).toBe(2);
    expect(record?.replies?.[0]?.user?.id).toBe(3);
  });

  it('a thread embeds its subscriptions with their users; one without its user is dropped', () => {
    const { record, warnings } = decode(
      threadModel,
      {
        ...thread,
        subscriptions: [
          { ...subscription, user: ada },
          { ...subscription, id: 2, user_id: 4 },
        ],
      },
      users,
    );
    expect(record?.subscriptions?.map((row) => row.user?.id)).toEqual([2]);
    expect(warnings).toEqual(['Left out thread subscription 2: its user is missing.']);
  });

  it('a subscription gets its user from included.users', () => {
    const { record } = decode(threadSubscriptionModel, subscription, users);
    expect(record?.user).toEqual(ada);
  });

  it.each<[string, unknown]>([
    ['a name that is not text', { ...subject, name: null }],
    ['an unknown type', { ...subject, type: 'planet' }],
    ['a brand id that is not a number', { ...subject, brand_id: '2' }],
    ['no creator id', { ...subject, creator_id: undefined }],
  ])('a thread whose subject has %s keeps the thread, without the subject', (_label, bad) => {
    const { record, warnings } = decode(threadModel, { ...thread, subject: bad });
    expect(record).toMatchObject(thread);
    expect(record?.subject).toBeUndefined();
    expect(warnings).toEqual([expect.stringMatching(/^Left out .*thread subject.*schema/)]);
  });
});
