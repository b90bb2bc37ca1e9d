import type { FlatNamespace } from 'i18next';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isLegalForm, legalFormOptions, registrationNumberRule } from '@/lib/legal-forms';
import { SelectField } from './form/fields';
import { TextField } from './form/text-fields';

type Props<T extends FieldValues> = {
  /** The form's names of the company's name, legal form and registration number. */
  names: { name: Path<T>; legalForm: Path<T>; registrationNumber: Path<T> };
  /** Where the labels are: `<keyPrefix>.name`, `.legalForm`, `.registrationNumber`, `.registrationNumberHint`. */
  ns: FlatNamespace;
  keyPrefix: string;
};

/**
 * The company's name, legal form and, for a GmbH (required) or a UG (optional), the registration
 * number (master data and onboarding). Choosing a form that does not require the number clears
 * its message.
 */
export const CompanyFields = <T extends FieldValues>({ names, ns, keyPrefix }: Props<T>) => {
  const { t } = useTranslation(ns);
  const form = useFormContext<T>();
  const legalForm: unknown = form.watch(names.legalForm);
  const numberRule = registrationNumberRule(isLegalForm(legalForm) ? legalForm : undefined);
  return (
    <>
      <TextField<T>
        name={names.name}
        label={t(`${keyPrefix}.name`)}
        withAsterisk
        autoComplete="organization"
      />
      <SelectField<T>
        name={names.legalForm}
        label={t(`${keyPrefix}.legalForm`)}
        withAsterisk
        allowDeselect={false}
        data={legalFormOptions(t)}
        onValueChange={(value) => {
          if (isLegalForm(value) && registrationNumberRule(value) !== 'required')
            form.clearErrors(names.registrationNumber);
        }}
      />
      {numberRule !== 'hidden' && (
        <TextField<T>
          name={names.registrationNumber}
          label={t(`${keyPrefix}.registrationNumber`)}
          description={t(`${keyPrefix}.registrationNumberHint`)}
          withAsterisk={numberRule === 'required'}
        />
      )}
    </>
  );
};
