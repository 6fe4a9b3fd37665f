// pusher-js's worker build (global WebSocket and fetch, which msw intercepts), for Node tests.
declare module 'pusher-js/dist/worker/pusher.worker.js' {
  import Pusher from 'pusher-js';
  export default Pusher;
}
