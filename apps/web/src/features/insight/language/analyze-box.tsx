// The analysis box on the inspiration page's analyze tab (issue 13): staff paste comments, one a
// line, and see what Chorus makes of them with the same analysis the pages use: language, words,
// keywords, sentiment, emotion direction (0-100 %) and emotions. For staff and above only.
import { MAX_ANALYZE_TEXTS, analyzeInputSchema, insightPolicies, type TextAnalysisResult } from '@chorus/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, serverFieldErrors, errorText, shownError } from '../../../components/field-errors.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useAnalyzeTexts } from './api.ts';

const sentimentColor = { positive: 'success', neutral: 'default', negative: 'error' } as const;

function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

function ResultCard({ text, result }: { text: string; result: TextAnalysisResult }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid="insight-analyze-result">
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
        {text}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <Chip size="small" label={t(`insight:language.languages.${result.language}`)} data-testid="insight-analyze-language" />
        <Chip
          size="small"
          color={sentimentColor[result.sentiment]}
          label={t(`insight:language.sentiments.${result.sentiment}`)}
          data-testid="insight-analyze-sentiment"
          data-sentiment={result.sentiment}
        />
        <Typography variant="body2" color="text.secondary">
          {t('insight:language.direction', { value: result.direction })}
        </Typography>
        {result.emotions.map((emotion) => (
          <Chip key={emotion} size="small" variant="outlined" label={t(`insight:language.emotions.${emotion}`)} />
        ))}
      </Stack>
      <LinearProgress
        variant="determinate"
        value={result.direction}
        aria-label={t('insight:language.directionLabel')}
        sx={{ mb: 1, height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {t('insight:language.keywords')}: {result.keywords.length > 0 ? result.keywords.map((k) => k.term).join('、') : t('insight:language.none')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }} data-testid="insight-analyze-tokens">
        {t('insight:language.tokens')}: {result.tokens.join(' / ')}
      </Typography>
    </Paper>
  );
}

export function AnalyzeBox() {
  const { t } = useTranslation();
  const { subject } = useAccess();
  const [draft, setDraft] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string[]>([]);
  const analysis = useAnalyzeTexts();
  if (!insightPolicies.analyzesTexts.allows(subject)) return null;

  const lines = linesOf(draft);
  const submit = () => {
    const found = fieldErrors(analyzeInputSchema, { texts: lines });
    const first = Object.values(found)[0];
    if (first) {
      setErrors({ texts: first });
      return;
    }
    setErrors({});
    analysis.mutate(
      { body: { texts: lines } },
      {
        onSuccess: () => setSent(lines),
        onError: (error) => {
          const fields = error instanceof ApiError && error.fields ? serverFieldErrors(error.fields) : {};
          setErrors({ texts: Object.values(fields)[0] ?? `raw:${error.message}` });
        },
      },
    );
  };
  const results = analysis.data?.results ?? [];
  const counts = { positive: 0, neutral: 0, negative: 0 };
  for (const result of results) counts[result.sentiment] += 1;
  const average = results.length > 0 ? Math.round(results.reduce((sum, r) => sum + r.direction, 0) / results.length) : null;

  return (
    <SectionCard title={t('insight:language.title')} subtitle={t('insight:language.subtitle')} testId="insight-analyze">
      <Stack sx={{ gap: 2 }}>
        <TextField
          multiline
          minRows={4}
          maxRows={12}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          label={t('insight:language.input')}
          placeholder={t('insight:language.placeholder')}
          {...shownError(errorText(errors.texts, t), t('insight:language.count', { count: lines.length, max: MAX_ANALYZE_TEXTS }))}
          slotProps={{ htmlInput: { 'data-testid': 'insight-analyze-input' } }}
        />
        <Box>
          <Button variant="contained" onClick={submit} disabled={analysis.isPending} data-testid="insight-analyze-submit">
            {analysis.isPending ? t('insight:language.analyzing') : t('insight:language.analyze')}
          </Button>
        </Box>
        {results.length > 0 && (
          <>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }} data-testid="insight-analyze-summary">
              {(['positive', 'neutral', 'negative'] as const).map((sentiment) => (
                <Chip
                  key={sentiment}
                  color={sentimentColor[sentiment]}
                  variant="outlined"
                  label={`${t(`insight:language.sentiments.${sentiment}`)} ${counts[sentiment]}`}
                />
              ))}
              {average !== null && <Typography variant="body2">{t('insight:language.averageDirection', { value: average })}</Typography>}
            </Stack>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
              {results.map((result, i) => (
                <ResultCard key={i} text={sent[i] ?? ''} result={result} />
              ))}
            </Box>
          </>
        )}
      </Stack>
    </SectionCard>
  );
}
