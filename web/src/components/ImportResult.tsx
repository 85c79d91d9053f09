/**
 * What a spreadsheet import did (tickets, motorcycles: the `{created, duplicates, rejected}`
 * answer of their import APIs): the three counts, then the rejected rows with each field's
 * message (already in the caller's language) under its column key. Shown under a
 * {@link SpreadsheetDrop}; the texts come from the caller's locale namespace.
 */
import { Descriptions, Table, Typography } from 'antd';
import type { components } from '../lib/api/schema';
import { formatNumber } from '../lib/format';

/** A refused row: its spreadsheet row number (2 is the first below the header) and its errors. */
type ImportRejected = components['schemas']['ImportRejected'];

/** An import's answer: rows created, rows already known, and the rows refused with their errors. */
export interface SpreadsheetImportResult {
  created: number;
  duplicates: number;
  rejected: ImportRejected[];
}

export interface ImportResultProps {
  result: SpreadsheetImportResult;
  /** The texts, from the caller's locale namespace. */
  texts: { created: string; duplicates: string; rejected: string; row: string; errors: string };
  /**
   * The test id of the whole result; inside it the counts are `import-created`,
   * `import-duplicates` and `import-rejected`, the table of refused rows `import-rejected-rows`.
   */
  testId: string;
}

export function ImportResult({ result, texts, testId }: ImportResultProps) {
  return (
    <div data-testid={testId} style={{ marginTop: 16 }}>
      <Descriptions
        size="small"
        column={3}
        bordered
        items={[
          { key: 'created', label: texts.created, children: <span data-testid="import-created">{formatNumber(result.created)}</span> },
          { key: 'duplicates', label: texts.duplicates, children: <span data-testid="import-duplicates">{formatNumber(result.duplicates)}</span> },
          { key: 'rejected', label: texts.rejected, children: <span data-testid="import-rejected">{formatNumber(result.rejected.length)}</span> },
        ]}
      />
      {result.rejected.length > 0 && (
        <Table
          style={{ marginTop: 16 }}
          size="small"
          rowKey="row"
          pagination={result.rejected.length > 10 ? { pageSize: 10, size: 'small' } : false}
          dataSource={result.rejected}
          data-testid="import-rejected-rows"
          columns={[
            { key: 'row', title: texts.row, width: 80, render: (_, r) => formatNumber(r.row) },
            {
              key: 'errors',
              title: texts.errors,
              render: (_, r) => (
                <ul style={{ margin: 0, paddingInlineStart: 16 }}>
                  {r.errors.map((e, i) => (
                    <li key={`${e.field}-${i}`}>
                      {e.field && <Typography.Text code>{e.field}</Typography.Text>} {e.message}
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
