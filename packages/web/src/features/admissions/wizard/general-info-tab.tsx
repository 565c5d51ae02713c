import { useEffect } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import {
  ADDRESS_PARTS,
  applySameAddress,
  checkGeneralInfo,
  COUNTRIES_OF_RESIDENCE_BY_VARIANT,
  COUNTRY_CODES,
  GENDERS,
  YES_NO,
  type AddressPart,
  type GeneralInfo,
  type WizardVariant,
} from '@portal/domain';
import dayjs from 'dayjs';
import { CheckboxField, DateField, digitsOnly, options, SelectField, TextField, withStoredValue } from '../../../components/form';
import { FieldGrid, FieldGroup, SectionTabForm, useSectionTab, type SectionTabProps } from './section-tab';

// The country's name first: a native select finds an option by the start of its label, so typing "Gh" finds Ghana.
const COUNTRY_CODE_OPTIONS = COUNTRY_CODES.map((c) => ({ value: c.code, label: `${c.name} (+${c.code})` }));

/** Each line of the permanent and of the present address; lines 2 and 3 are optional (spec part 3, section 5.3). */
const ADDRESS_FIELDS = {
  Address1: { label: 'address line 1', required: true, autoComplete: 'address-line1' },
  Address2: { label: 'address line 2', required: false, autoComplete: 'address-line2' },
  Address3: { label: 'address line 3', required: false, autoComplete: 'address-line3' },
  State: { label: 'state', required: true, autoComplete: 'address-level1' },
  City: { label: 'city', required: true, autoComplete: 'address-level2' },
  Pin: { label: 'pin code', required: true, autoComplete: 'postal-code' },
} as const satisfies Record<AddressPart, { label: string; required: boolean; autoComplete: string }>;

export type GeneralInfoTabProps = SectionTabProps<GeneralInfo> & {
  variant: WizardVariant;
  /** read-only: the signed-in e-mail, or the partner e-mail (spec part 3, section 5.3) */
  email: string;
};

/**
 * General Information (spec part 3, sections 3.2, 4.2, 5.3 and 5.6). On Save the
 * checks of section 5.3 run in order and only the first failure shows. Same Address
 * copies the permanent address into the present one and keeps it in step; turning it
 * off clears the present address (section 4.2).
 */
export function GeneralInfoTab({ variant, email, disabled, ...section }: GeneralInfoTabProps) {
  const preRegistration = variant === 'preregistration';
  const tab = useSectionTab(section, (v) => checkGeneralInfo({ ...v, email }, { variant }));
  const { register, control, getValues, setValue, watch, values, errorFor, fieldProps } = tab;

  // While Same Address is on, the present address follows the permanent one as it is typed.
  useEffect(() => {
    const subscription = watch((v, { name }) => {
      if (!v.presentSameAsPermanent || !name?.startsWith('permanent')) return;
      for (const part of ADDRESS_PARTS) {
        if (name === `permanent${part}`) setValue(`present${part}`, v[`permanent${part}`] ?? '');
      }
    });
    return () => subscription.unsubscribe();
  }, [setValue, watch]);

  const sameAddress = watch('presentSameAsPermanent');
  const onSameAddress = (same: boolean) => {
    const next = applySameAddress(getValues(), same);
    setValue('presentSameAsPermanent', same, { shouldDirty: true });
    for (const part of ADDRESS_PARTS) setValue(`present${part}`, next[`present${part}`], { shouldDirty: true });
  };

  return (
    <SectionTabForm label="General Information" tab={tab} disabled={disabled}>
      <FieldGroup title="Personal details">
        <FieldGrid>
          <TextField label="First Name" required autoComplete="given-name" {...fieldProps('firstName')} />
          <TextField label="Middle Name" autoComplete="additional-name" {...register('middleName')} />
          <TextField label="Last Name" autoComplete="family-name" {...register('lastName')} />
          <TextField label="Email" required readOnly value={email} error={errorFor('email')} hint="Your e-mail cannot be changed here." />
          <SelectField label="Country Code" required options={COUNTRY_CODE_OPTIONS} {...fieldProps('countryCode')} />
          <TextField
            label="Mobile"
            required
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            hint="Enter your WhatsApp number only."
            error={errorFor('phone')}
            {...digitsOnly(register('phone'))}
          />
          <SelectField label="Gender" required options={options(GENDERS)} {...fieldProps('gender')} />
          <DateField label="Date of Birth" required max={dayjs().format('YYYY-MM-DD')} autoComplete="bday" {...fieldProps('dateOfBirth')} />
          <TextField label="Father Name" required={!preRegistration} {...fieldProps('fatherName')} />
          <TextField label="Mother Name" required={!preRegistration} {...fieldProps('motherName')} />
          <SelectField label="International Student" required options={options(YES_NO)} {...fieldProps('internationalStudent')} />
          <TextField label="Passport" hint="Optional." {...fieldProps('passportNumber')} />
          <TextField label={preRegistration ? 'Govt ID' : 'National ID'} required hint={preRegistration ? 'A national or other government id.' : undefined} {...fieldProps('nationalId')} />
        </FieldGrid>
      </FieldGroup>

      <FieldGroup title="Permanent address">
        <FieldGrid>
          {ADDRESS_PARTS.map((part) => {
            const { label, required, autoComplete } = ADDRESS_FIELDS[part];
            const name = `permanent${part}` as const;
            return <TextField key={part} label={`Permanent ${label}`} required={required} autoComplete={autoComplete} {...fieldProps(name)} />;
          })}
          <TextField label="Permanent country" required autoComplete="country-name" {...fieldProps('permanentCountry')} />
        </FieldGrid>
        <Controller
          control={control}
          name="presentSameAsPermanent"
          render={({ field }) => (
            <CheckboxField label="Same Address: my present address is my permanent address" checked={field.value} onChange={onSameAddress} name={field.name} inputRef={field.ref} disabled={disabled} />
          )}
        />
      </FieldGroup>

      <FieldGroup title="Present address">
        {sameAddress ? (
          <Text color="fg.muted" fontSize="sm">
            Copied from the permanent address. Turn Same Address off to type a different one.
          </Text>
        ) : null}
        <FieldGrid>
          {ADDRESS_PARTS.map((part) => {
            const { label, required } = ADDRESS_FIELDS[part];
            const name = `present${part}` as const;
            return <TextField key={part} label={`Present ${label}`} required={required} readOnly={sameAddress} {...fieldProps(name)} />;
          })}
        </FieldGrid>
        <Box maxW={{ md: 'sm' }}>
          <SelectField
            label="Country of residence"
            required
            // Each variant has its own list, spelled as the spec spells it (docs/decisions/067).
            options={withStoredValue(options(COUNTRIES_OF_RESIDENCE_BY_VARIANT[variant]), values.countryOfResidence)}
            {...fieldProps('countryOfResidence')}
          />
        </Box>
      </FieldGroup>
    </SectionTabForm>
  );
}
