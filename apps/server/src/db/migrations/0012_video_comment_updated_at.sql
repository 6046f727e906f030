-- When a comment was last edited, as YouTube gives it (commentThreads.list snippet.updatedAt); the
-- refresh upserts comments by id, so an edited comment keeps its row and takes the new text.
ALTER TABLE video_comments ADD COLUMN updated_at timestamptz;
