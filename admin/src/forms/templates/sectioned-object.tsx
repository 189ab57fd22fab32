// The dialog's field layout: the theme's object template, plus optional section headings
// (`ui:options.sections: {firstField: 'Heading'}`) so a long record (a model) reads in parts, and
// fields that take the whole width of a two-column dialog (`ui:options.wide` on the field: a
// week of opening hours).
import { Divider, SimpleGrid } from '@mantine/core';
import { Templates } from '@rjsf/mantine';
import { getUiOptions, type ObjectFieldTemplateProps, type UiSchema } from '@rjsf/utils';
import { Fragment } from 'react';

const ThemeObject = Templates.ObjectFieldTemplate!;
const FULL_ROW = { gridColumn: '1 / -1' };

export function SectionedObjectTemplate(props: ObjectFieldTemplateProps) {
  const options = getUiOptions(props.uiSchema);
  const sections = (options.sections ?? {}) as Record<string, string>;
  const isWide = (name: string) => getUiOptions(props.uiSchema?.[name] as UiSchema | undefined).wide === true;
  const shown = props.properties.filter((property) => !property.hidden);
  if (!options.sections && !shown.some((property) => isWide(property.name))) return <ThemeObject {...props} />;
  const columns = typeof options.gridCols === 'number' ? options.gridCols : 1;
  return (
    <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md" verticalSpacing="sm">
      {shown.map((property) => (
        <Fragment key={property.name}>
          {sections[property.name] && <Divider label={sections[property.name]} labelPosition="left" fw={700} style={FULL_ROW} mt="xs" />}
          <div style={isWide(property.name) ? FULL_ROW : undefined}>{property.content}</div>
        </Fragment>
      ))}
    </SimpleGrid>
  );
}
