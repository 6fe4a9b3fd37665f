import { getPresenceMemberInfo } from '@airtime/domain';
import { fieldError, forbidden } from '../http/HttpError.ts';
import { json } from '../http/responses.ts';
import { anyRoute, defineRoute } from '../http/route.ts';
import { v, validate } from '../http/validate.ts';
import { channelAccessRefusal } from '../realtime/channelAccess.ts';
import { BROADCASTING_AUTH_PATH, PUSHER_APP } from '../realtime/pusherApp.ts';
import { SOCKET_ID_PATTERN, signChannel } from '../realtime/pusherSignature.ts';

// Broadcasting auth (spec §7 'Authentication', decisions §5): pusher-js posts the socket id and
// the private channel it wants (form-encoded; JSON works too) and gets the app's signature of the
// pair, which the fake Pusher server checks on pusher:subscribe. For a presence channel (issue 23)
// the answer also carries `channel_data`, the member as Laravel's broadcaster sends it
// ({ user_id, user_info }), signed together with the socket and channel. Who may join what is
// realtime/channelAccess.ts, for the acting user (impersonation respected).

export const broadcastingRoutes = [
  defineRoute({
    method: 'POST',
    path: BROADCASTING_AUTH_PATH,
    // Signing changes nothing, and Read Only users receive events like everyone else.
    allowReadOnly: true,
    async handle(context) {
      const input = validate(await context.body(), {
        socket_id: v.string({ max: 50 }).required(),
        channel_name: v.string({ max: 200 }).required(),
      });
      if (!SOCKET_ID_PATTERN.test(input.socket_id)) {
        fieldError('socket_id', 'The socket id field format is invalid.');
      }
      const refusal = channelAccessRefusal(context.user, input.channel_name, context.store);
      if (refusal !== null) forbidden(refusal);
      if (!input.channel_name.startsWith('presence-'))
        return json({ auth: await signChannel(PUSHER_APP, input.socket_id, input.channel_name) });
      const channelData = JSON.stringify({
        user_id: context.user.id,
        user_info: getPresenceMemberInfo(context.user),
      });
      return json({
        auth: await signChannel(PUSHER_APP, input.socket_id, input.channel_name, channelData),
        channel_data: channelData,
      });
    },
  }),
].map(anyRoute);
