import type { FormFrame } from '../../../components/options/form/FormShell';
import type { WriteCommand } from '../../../lib/messaging/protocol';
import type { ResourceSpec } from './spec';
import type { LookupData } from './useLookups';

export interface SectionFormProps<Row> {
  spec: ResourceSpec<Row>;
  lookups: LookupData;
  /** The record edited; none for a new one. */
  row?: Row;
  /** A refused write's payload, to show as typed. */
  typed?: unknown;
  frame: FormFrame;
  deliver: (command: WriteCommand) => Promise<void>;
}

/** A resource's own typed form component, if it has one. */
export function SectionForm<Row>({ spec, deliver, ...slot }: SectionFormProps<Row>) {
  return spec.Form ? <spec.Form {...slot} send={deliver} /> : null;
}
