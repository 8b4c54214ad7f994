// «1 модул», «5 модула»: on the course cards and the course page (apart from the card, whose CSS the page does not need).
export function modulesLabel(count: number): string {
  return count === 1 ? '1 модул' : `${count} модула`;
}
