/** A binary max-heap: the scheduler's way to find the host with the most work left in O(log n). */
export class MaxHeap<T> {
  private readonly items: { priority: number; value: T }[] = [];

  get size(): number {
    return this.items.length;
  }

  push(value: T, priority: number): void {
    const items = this.items;
    items.push({ priority, value });
    let index = items.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (items[parent]!.priority >= items[index]!.priority) break;
      [items[parent], items[index]] = [items[index]!, items[parent]!];
      index = parent;
    }
  }

  pop(): { priority: number; value: T } | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || !last) return top;
    items[0] = last;
    let index = 0;
    for (;;) {
      const left = index * 2 + 1;
      const right = left + 1;
      let largest = index;
      if (left < items.length && items[left]!.priority > items[largest]!.priority) largest = left;
      if (right < items.length && items[right]!.priority > items[largest]!.priority)
        largest = right;
      if (largest === index) return top;
      [items[largest], items[index]] = [items[index]!, items[largest]!];
      index = largest;
    }
  }

  clear(): void {
    this.items.length = 0;
  }
}
