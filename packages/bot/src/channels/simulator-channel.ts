import type { Channel } from './channel';

/**
 * Simulator mode (no WhatsApp credentials): the member area's chat page reads the queue itself, so a
 * message handed to this channel is delivered the moment it is sent.
 */
export function createSimulatorChannel(): Channel {
  return {
    kind: 'simulator',
    async send({ outboundId }) {
      return { ok: true, providerMessageId: `sim.out.${outboundId}` };
    },
  };
}
