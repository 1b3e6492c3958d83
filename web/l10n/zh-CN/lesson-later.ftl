# 课程在第一个图示之后加载的脚本所写的文字（见 en/lesson-later.ftl）。

ui-attributes-pairs-missing = d_model { $d } { $pairCount ->
    [1] 只有第 0 对
   *[other] 只有第 0 到第 { $lastPair } 对
  }，所以第 { $missing } 对{ $count ->
   *[other] 不会画出
  }。你的选择会保留，供更大的 d_model 使用。
ui-attributes-pairs-replaced = d_model { $d } { $pairCount ->
    [1] 只有第 0 对
   *[other] 只有第 0 到第 { $lastPair } 对
  }，所以第 { $missing } 对{ $count ->
   *[other] 不会画出
  }；改为显示第 { $shown } 对。你的选择会保留，供更大的 d_model 使用。
ui-attributes-no-pair = 没有选择通道对：显示第 { $shown } 对。
ui-attributes-k = 偏移量 k = { $k } 会到达位置 { $reach }，在第一个位置之前：在 p 至少为 { $least } 之前，图中使用 k = { $used }。你的 k 会保留。
ui-attributes-rotation = 通道对少于你的 d_model { $d }：刻度盘和 Mₖ 只显示它的前 { $pairs } 对（d_model = { $dials }），这样 2 × 2 的块仍然看得清；其余 { $rest } 个块沿对角线继续排列。下面的检验用到了全部的块。
ui-attributes-similarity = 矩阵显示你的 { $positions } 个位置中的前 { $shown } 个（否则每行只占一个像素的几分之一）；反正每一行的轮廓都相同。

ui-check-values-hint-pair0 = 这是第 0 对的波长，它总是 2π；第 1 对转得稍慢一些。
ui-check-values-hint-per-radian = 这是 1/ω₁，即每弧度的位置数；一整个波是 2π 弧度。
ui-check-values-hint-length = 这是长度本身；题目问的是它的平方。
ui-check-values-hint-every-channel = 那需要每个通道都是 ±1；在每一对中，sin² + cos² = 1。

ui-checks-pick = 请先选一个答案。
ui-checks-right = 正确。
ui-checks-wrong = 不太对。
ui-checks-wrong-why = 不太对。{ $why }
ui-checks-not-a-number = 请输入一个数，例如 { $example }。
ui-checks-loading = 模块仍在加载：请稍后再试。
ui-checks-try-again = { $verdict }再试一次：你下一次作答后会显示解释。
ui-checks-back = 返回第 { $number } 节：{ $title }

ui-learner-score-some = 已答 { $answered } 题，共 { $total } 题，目前第一次就答对 { $right } 题。
ui-learner-score-wrong-now = { $total } 题全部作答：第一次就答对 { $first } 题（共 { $total } 题），现在答对 { $correct } 题。解释中有链接，可返回需要复习的小节。
ui-learner-score-right-now = { $total } 题全部作答：第一次就答对 { $first } 题（共 { $total } 题），现在全部答对。
ui-learner-score-all = { $total } 题全部作答：第一次就答对 { $first } 题（共 { $total } 题）。做得好！
ui-learner-not-recorded = 你课程的学习平台没有记录这次访问：你的进度和得分不会传到平台。{ $kept ->
    [browser] 你的答案只保存在这个浏览器里。
   *[page] 你的答案在你离开本页之前一直有效。
  }
ui-learner-unreadable-lms = 你课程的平台为你保存的答案无法被这个版本的课程读取。它们会保持原样，直到你在这里作答并替换它们。
ui-learner-unreadable-browser = 这个浏览器中保存的答案无法被这个版本的课程读取。它们会原样保留，留给能读取它们的版本；你在这里的作答会保存在它们旁边。
ui-learner-dropped = { $count ->
   *[other] 有 { $dropped } 个已保存的答案不再适用于这个版本的课程，已被搁置：请重新作答。
  }

ui-length-run-loading = 正在加载词序实验室…
ui-length-run-load-failed = 词序实验室无法加载：{ $error }
ui-length-run-starting = 训练中…
ui-length-run-training = 训练中：{ $signal ->
    [none] 无
    [sinusoidal] 正弦
    [learned] 可学习
   *[rope] RoPE
  }，随机初始化 { $seed }/{ $seeds }…
ui-length-run-done = 完成：在这个浏览器中用 { $seconds } 秒运行了 { $runs } 次。{ $count ->
    [0] 每个单元格都与保存的运行结果一致。
   *[other] 有 { $changed } 个单元格与保存的运行结果不同，现在显示的是这次的结果。
  }
ui-length-run-failed = 运行中止：{ $error }。表中显示的是保存的运行结果。

ui-lms-not-accepted = 学习平台没有接受 { $element }，可能也不会记录课程的其他数据
ui-lms-not-saved = 学习平台没有保存你的进度
ui-lms-not-closed = 学习平台没有关闭会话
ui-lms-failed = { $what }。
ui-lms-failed-error = { $what }（{ $error }）。
ui-lms-error-code = 错误 { $code }
ui-lms-error-text = 错误 { $code }，{ $text }

ui-math-sub = { $base } 下标 { $index }
ui-math-squared = { $base } 的平方
ui-math-power = { $base } 的 { $power } 次方
ui-math-sub-power = { $base } 下标 { $index } 的 { $power } 次方
ui-math-over = { $top } 除以 { $bottom }
ui-math-root = { $content } 的平方根

ui-predictions-right = 你预测的是“{ $choice }”。正确。
ui-predictions-wrong = 你预测的是“{ $choice }”。不太对：答案是“{ $answer }”。
