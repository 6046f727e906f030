import { z } from 'zod';

/** The API documentation viewer's files: swagger-ui's script and style, and the script that starts it. */
export const docsAssetFiles = ['swagger-ui-bundle.js', 'swagger-ui.css', 'viewer.js', 'viewer.css'] as const;
export const docsAssetParamsSchema = z.object({ file: z.enum(docsAssetFiles, 'validation.notFound') }).strict();
