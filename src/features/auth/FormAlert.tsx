import { Alert } from '@mantine/core';

/** Where a form reports the server's answer; Mantine's Alert has role="alert", so it is announced. */
export function FormAlert({ error, success }: { error?: string | null; success?: string | null }) {
  return (
    <div data-form-alert>
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      {!error && success && (
        <Alert color="green" variant="light">
          {success}
        </Alert>
      )}
    </div>
  );
}
