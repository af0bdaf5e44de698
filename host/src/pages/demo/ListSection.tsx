/** Gallery section: filled in by the widget-kit work (issue 3). */
export default function ListSection() {
  return null;
}
