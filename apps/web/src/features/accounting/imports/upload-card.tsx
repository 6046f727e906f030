// The revenue upload's container: sends the files (upload-files.ts, with the browser's progress),
// polls a large upload's job until it ends, refreshes the reads an upload changes, and moves the
// month below to the month just stored. uploads-model.ts keeps the state; upload-card-view.tsx draws.
import type { UploadFileResult } from '@chorus/contract';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { failureMessage } from '../../../lib/use-action.ts';
import { useRefreshAfterUpload, useUploadStatus } from './api.ts';
import { UploadCardView } from './upload-card-view.tsx';
import { uploadFiles } from './upload-files.ts';
import { initialUpload, storedMonth, uploadReducer } from './uploads-model.ts';

export function UploadCard({ onMonth }: { onMonth: (month: string) => void }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(uploadReducer, initialUpload);
  const refresh = useRefreshAfterUpload();
  const status = useUploadStatus(state.uploadId);

  const finished = (results: UploadFileResult[]) => {
    const month = storedMonth(results);
    if (month) onMonth(month);
    void refresh();
  };
  const send = async (files: File[], confirmEmpty: boolean) => {
    dispatch({ type: 'send', files });
    try {
      const answer = await uploadFiles(files, (loaded, total) => dispatch({ type: 'progress', loaded, total }), confirmEmpty);
      dispatch({ type: 'answered', answer });
      if ('results' in answer) finished(answer.results);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'errors.generic';
      dispatch({ type: 'refused', message: failureMessage(error, t('messages:errors.generic')), code });
    }
  };
  useEffect(() => {
    if (state.uploadId && status.data && status.data.status !== 'running') {
      dispatch({ type: 'finished', results: status.data.results });
      finished(status.data.results);
    }
  }, [state.uploadId, status.data]);

  return (
    <UploadCardView
      state={state}
      processing={state.uploadId !== null ? (status.data ?? null) : null}
      onAdd={(files) => dispatch({ type: 'add', files })}
      onRemove={(index) => dispatch({ type: 'remove', index })}
      onSend={() => void send(state.chosen, false)}
      onConfirmEmpty={() => void send(state.withoutRows, true)}
      onDismissEmpty={() => dispatch({ type: 'dismissEmpty' })}
    />
  );
}
