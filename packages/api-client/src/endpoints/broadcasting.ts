import * as v from 'valibot';
import { shape } from '../decode/decoders.ts';
import { defineCall } from './defineCall.ts';

/** What pusher-js asks to join: its socket and a private channel (decisions §5). */
export interface ChannelAuthorizationInput {
  readonly socket_id: string;
  readonly channel_name: string;
}

const channelAuthorizationSchema = v.looseObject({
  auth: v.string(),
  channel_data: v.optional(v.string()),
});

/** The signature pusher-js sends with `pusher:subscribe`; answered unwrapped, as Laravel does. */
export type ChannelAuthorization = v.InferOutput<typeof channelAuthorizationSchema>;

/** POST /api/broadcasting/auth: signs a private channel for the acting user (spec §7). */
export const authorizeChannel = /* @__PURE__ */ defineCall<never, ChannelAuthorizationInput>()({
  method: 'POST',
  path: '/api/broadcasting/auth',
  decode: shape(channelAuthorizationSchema, 'a channel authorization'),
});
