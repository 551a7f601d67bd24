/**
 * Runs `task` in a task of its own, after what the browser has queued (input, paint), through a
 * MessageChannel: setTimeout would wait a second in a background tab.
 */
export function nextTask(task: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => task();
  channel.port2.postMessage(null);
}
