import { useEffect } from 'react';
import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Controller, useForm } from 'react-hook-form';
import {
  applySameAddress,
  checkGeneralInfo,
  COUNTRIES_OF_RESIDENCE_BY_VARIANT,
  COUNTRY_CODES,
  GENDERS,
  YES_NO,
  type GeneralInfo,
  type WizardVariant,
} from '@portal/domain';
import dayjs from 'dayjs';
import { CheckboxField, DateField, digitsOnly, options, SelectField, TextField, withStoredValue } from '../../../components/form';
import { RestoredNote } from '../restored-note';
import { useInitialValues, usePersistDraft } from '../draft-storage';
import { SectionFooter, useSectionSave, type SaveOutcome } from '../section-save';

// The country's name first: a native select finds an option by the start of its label, so typing "Gh" finds Ghana.
const COUNTRY_CODE_OPTIONS = COUNTRY_CODES.map((c) => ({ value: c.code, label: `${c.name} (+${c.code})` }));
const ADDRESS_PARTS = ['Address1', 'Address2', 'Address3', 'State', 'City', 'Pin'] as const;

export type GeneralInfoTabProps = {
  variant: WizardVariant;
  /** read-only: the signed-in e-mail, or the partner e-mail (spec part 3, section 5.3) */
  email: string;
  storageKey: string;
  initial: () => GeneralInfo;
  disabled: boolean;
  onSave: (values: GeneralInfo) => Promise<SaveOutcome>;
};

/**
 * General Information (spec part 3, sections 3.2, 4.2, 5.3 and 5.6). On Save the
 * checks of section 5.3 run in order and only the first failure shows. Same Address
 * copies the permanent address into the present one and keeps it in step; turning it
 * off clears the present address (section 4.2).
 */
export function GeneralInfoTab({ variant, email, storageKey, initial, disabled, onSave }: GeneralInfoTabProps) {
  const { values, restored } = useInitialValues(storageKey, initial);
  const { register, control, getValues, setValue, setFocus, watch, handleSubmit } = useForm<GeneralInfo>({ defaultValues: values });
  usePersistDraft(storageKey, watch);
  const preRegistration = variant === 'preregistration';

  const { run, failure, failedMessage, saving, errorFor } = useSectionSave({
    getValues,
    watch,
    check: (v) => checkGeneralInfo({ ...v, email }, { variant }),
    save: onSave,
    focus: (field) => (field === 'email' ? undefined : setFocus(field as keyof GeneralInfo)),
  });

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
    <form noValidate aria-label="General Information" onSubmit={handleSubmit(() => void run())}>
      <fieldset disabled={disabled}>
        <Stack gap="6">
          {restored ? <RestoredNote /> : null}
          <Stack gap="4">
            <Heading as="h3" size="md">
              Personal details
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              <TextField label="First Name" required autoComplete="given-name" error={errorFor('firstName')} {...register('firstName')} />
              <TextField label="Middle Name" autoComplete="additional-name" {...register('middleName')} />
              <TextField label="Last Name" autoComplete="family-name" {...register('lastName')} />
              <TextField label="Email" required readOnly value={email} error={errorFor('email')} hint="Your e-mail cannot be changed here." />
              <SelectField
                label="Country Code"
                required
                options={COUNTRY_CODE_OPTIONS}
                error={errorFor('countryCode')}
                {...register('countryCode')}
              />
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
              <SelectField label="Gender" required options={options(GENDERS)} error={errorFor('gender')} {...register('gender')} />
              <DateField
                label="Date of Birth"
                required
                max={dayjs().format('YYYY-MM-DD')}
                autoComplete="bday"
                error={errorFor('dateOfBirth')}
                {...register('dateOfBirth')}
              />
              <TextField label="Father Name" required={!preRegistration} error={errorFor('fatherName')} {...register('fatherName')} />
              <TextField label="Mother Name" required={!preRegistration} error={errorFor('motherName')} {...register('motherName')} />
              <SelectField
                label="International Student"
                required
                options={options(YES_NO)}
                error={errorFor('internationalStudent')}
                {...register('internationalStudent')}
              />
              <TextField label="Passport" hint="Optional." error={errorFor('passportNumber')} {...register('passportNumber')} />
              <TextField
                label={preRegistration ? 'Govt ID' : 'National ID'}
                required
                hint={preRegistration ? 'A national or other government id.' : undefined}
                error={errorFor('nationalId')}
                {...register('nationalId')}
              />
            </SimpleGrid>
          </Stack>

          <Stack gap="4">
            <Heading as="h3" size="md">
              Permanent address
            </Heading>
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              <TextField label="Permanent address line 1" required autoComplete="address-line1" error={errorFor('permanentAddress1')} {...register('permanentAddress1')} />
              <TextField label="Permanent address line 2" autoComplete="address-line2" {...register('permanentAddress2')} />
              <TextField label="Permanent address line 3" autoComplete="address-line3" {...register('permanentAddress3')} />
              <TextField label="Permanent state" required autoComplete="address-level1" error={errorFor('permanentState')} {...register('permanentState')} />
              <TextField label="Permanent city" required autoComplete="address-level2" error={errorFor('permanentCity')} {...register('permanentCity')} />
              <TextField
                label="Permanent pin code"
                required
                autoComplete="postal-code"
                error={errorFor('permanentPin')}
                {...register('permanentPin')}
              />
              <TextField label="Permanent country" required autoComplete="country-name" error={errorFor('permanentCountry')} {...register('permanentCountry')} />
            </SimpleGrid>
            <Controller
              control={control}
              name="presentSameAsPermanent"
              render={({ field }) => (
                <CheckboxField
                  label="Same Address: my present address is my permanent address"
                  checked={field.value}
                  onChange={onSameAddress}
                  name={field.name}
                  inputRef={field.ref}
                  disabled={disabled}
                />
              )}
            />
          </Stack>

          <Stack gap="4">
            <Heading as="h3" size="md">
              Present address
            </Heading>
            {sameAddress ? (
              <Text color="fg.muted" fontSize="sm">
                Copied from the permanent address. Turn Same Address off to type a different one.
              </Text>
            ) : null}
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
              <TextField label="Present address line 1" required readOnly={sameAddress} error={errorFor('presentAddress1')} {...register('presentAddress1')} />
              <TextField label="Present address line 2" readOnly={sameAddress} {...register('presentAddress2')} />
              <TextField label="Present address line 3" readOnly={sameAddress} {...register('presentAddress3')} />
              <TextField label="Present state" required readOnly={sameAddress} error={errorFor('presentState')} {...register('presentState')} />
              <TextField label="Present city" required readOnly={sameAddress} error={errorFor('presentCity')} {...register('presentCity')} />
              <TextField
                label="Present pin code"
                required
                readOnly={sameAddress}
                error={errorFor('presentPin')}
                {...register('presentPin')}
              />
            </SimpleGrid>
            <Box maxW={{ md: 'sm' }}>
              <SelectField
                label="Country of residence"
                required
                // Each variant has its own list, spelled as the spec spells it (docs/decisions/067).
                options={withStoredValue(options(COUNTRIES_OF_RESIDENCE_BY_VARIANT[variant]), values.countryOfResidence)}
                error={errorFor('countryOfResidence')}
                {...register('countryOfResidence')}
              />
            </Box>
          </Stack>
          <SectionFooter failure={failure} failedMessage={failedMessage} saving={saving} onRetry={() => void run()} disabled={disabled} />
        </Stack>
      </fieldset>
    </form>
  );
}
