# Boxes (HDU 1729, Stone Game): a box of capacity S holding C stones; a
# move adds 1 to C² stones, never beyond S. Every message of the family,
# its judge problem and its edge cases.

kind-boxes-position = a box of capacity S holding C stones: boxes=S,C
kind-boxes-rules = add 1 to C² stones to a box holding C, never beyond its capacity S (HDU 1729)
page-game-boxes = Boxes (add up to C² stones to a box holding C)
what-boxes-stones = the number of stones C
must-boxes-at-most-capacity = at most the capacity S (the box holds no more)
syntax-boxes = add K stones, from 1 to C² and no more than the room left
move-boxes-add = add { $added } to the { $stones } stones, leaving { $after } of { $capacity }
move-error-boxes-none = no stone can be added: the box is full or empty
move-error-boxes-most = a move adds 1 to { $most } stones here

oj-title-hdu1729 = HDU 1729 (Stone Game): boxes taking up to C² more stones, Case k: then Yes/No
oj-boxes-of-block = the number of boxes N of block { $block } (0 ends the input)
oj-box-capacity = the capacity s of box { $box } in block { $block }
oj-box-stones = the stones c of box { $box } in block { $block }
oj-box-overfull = { $what } is { $stones }, more than the capacity { $capacity }
check-explain-box-worth = ({ $capacity }, { $stones }) worth { $value }
check-explain-hdu1729 = boxes { $values }: xor { $total }, { $wins ->
    [yes] the first player wins (Yes)
   *[no] the second player wins (No)
    }

# grundy check's edge cases (the English is the name itself).
edge-a-full-box = a full box
edge-an-empty-box = an empty box
edge-a-box-at-its-threshold-worth-0 = a box at its threshold (worth 0)
edge-boxes-in-equal-pairs = boxes in equal pairs
