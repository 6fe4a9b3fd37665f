// pusher-js ships no types for its worker build; it is the same Pusher class as the default one.
declare module 'pusher-js/dist/worker/pusher.worker.js' {
  import Pusher from 'pusher-js';
  export default Pusher;
}
