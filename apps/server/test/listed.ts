// What a test reads out of the lists an answer holds.

/** The ids of the channels a list holds, in its order. */
export const channelIdsOf = (channels: readonly { channel_id: string }[]): string[] => channels.map((c) => c.channel_id);
