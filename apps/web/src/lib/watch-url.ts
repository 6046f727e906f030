// Where a YouTube video plays: every link to a video goes through this one address.
export const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
